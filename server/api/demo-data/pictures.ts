import { encodePng } from './png.ts';

/**
 * Pictures drawn here, not downloaded: a landscape (sky, sun, hills, water) with a kremlin-like or church
 * silhouette, its palette and shapes chosen from a hash of the name, so every excursion, tour, hotel and
 * banner gets its own stable picture at any allowed size. Framing scales with the shorter side, so a square
 * crop (168×168) shows the centre of the same scene.
 */

export const PICTURE_SIZES = [
  '168x168',
  '320x200',
  '420x280',
  '512x240',
  '840x560',
  '1056x512',
  '1200x630',
] as const;
export type PictureSize = (typeof PICTURE_SIZES)[number];

/** The URL the demo backend serves a picture at. */
export const pictureUrl = (name: string, size: PictureSize): string => `/api/media/img/${name}/${size}.png`;

type Rgb = [number, number, number];

const PALETTES: ReadonlyArray<{
  skyTop: Rgb;
  skyBottom: Rgb;
  sun: Rgb;
  hills: [Rgb, Rgb, Rgb];
  water: Rgb;
  stone: Rgb;
  dome: Rgb;
}> = [
  // summer noon
  {
    skyTop: [70, 140, 220],
    skyBottom: [190, 225, 250],
    sun: [255, 244, 200],
    hills: [
      [120, 170, 110],
      [80, 140, 80],
      [50, 110, 60],
    ],
    water: [90, 150, 200],
    stone: [240, 236, 226],
    dome: [70, 90, 160],
  },
  // sunset
  {
    skyTop: [60, 70, 140],
    skyBottom: [250, 170, 110],
    sun: [255, 220, 150],
    hills: [
      [130, 100, 120],
      [90, 70, 100],
      [60, 45, 75],
    ],
    water: [200, 130, 120],
    stone: [245, 225, 205],
    dome: [210, 160, 60],
  },
  // golden autumn
  {
    skyTop: [110, 160, 210],
    skyBottom: [230, 230, 215],
    sun: [255, 250, 230],
    hills: [
      [210, 160, 80],
      [180, 110, 50],
      [120, 80, 40],
    ],
    water: [100, 140, 170],
    stone: [250, 245, 235],
    dome: [200, 160, 40],
  },
  // winter
  {
    skyTop: [150, 180, 215],
    skyBottom: [235, 240, 248],
    sun: [255, 255, 245],
    hills: [
      [225, 232, 240],
      [200, 212, 228],
      [170, 185, 205],
    ],
    water: [140, 170, 200],
    stone: [250, 250, 250],
    dome: [40, 110, 90],
  },
  // white nights
  {
    skyTop: [120, 110, 180],
    skyBottom: [240, 200, 210],
    sun: [255, 235, 235],
    hills: [
      [110, 140, 130],
      [80, 110, 105],
      [55, 80, 80],
    ],
    water: [160, 150, 200],
    stone: [245, 240, 245],
    dome: [50, 60, 120],
  },
  // morning mist
  {
    skyTop: [160, 190, 200],
    skyBottom: [225, 235, 230],
    sun: [255, 250, 225],
    hills: [
      [150, 180, 160],
      [115, 150, 130],
      [85, 120, 100],
    ],
    water: [150, 185, 195],
    stone: [235, 235, 225],
    dome: [120, 70, 60],
  },
];

function hash(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function random(seed: number): () => number {
  let a = seed || 1;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

export function renderPicture(name: string, width: number, height: number): Buffer {
  const rand = random(hash(name));
  const palette = PALETTES[Math.floor(rand() * PALETTES.length)]!;
  const scale = Math.min(width, height);
  const cx = width / 2;
  // Scene coordinates: u across (centred, in units of the shorter side), v down (0 top … 1 bottom).
  const sun = { u: (rand() - 0.5) * 1.2, v: 0.18 + rand() * 0.15, r: 0.07 + rand() * 0.05 };
  const hills = [0, 1, 2].map((layer) => ({
    base: 0.55 + layer * 0.1,
    amp: 0.05 + rand() * 0.05,
    freq: 2 + rand() * 3,
    phase: rand() * Math.PI * 2,
  }));
  const hasWater = rand() < 0.6;
  const buildingU = (rand() - 0.5) * 0.6;
  const towers = 2 + Math.floor(rand() * 3);
  const church = rand() < 0.7;
  const middle = hills[1]!;
  const buildingGround =
    middle.base - middle.amp * Math.sin(buildingU * middle.freq + middle.phase) - 0.04 + 0.02;
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const v = y / height;
    for (let x = 0; x < width; x++) {
      const u = (x - cx) / scale;
      let color = mix(palette.skyTop, palette.skyBottom, Math.min(1, v / 0.7));
      const du = u - sun.u;
      const dv = (y - sun.v * height) / scale;
      const d = Math.sqrt(du * du + dv * dv);
      if (d < sun.r) color = palette.sun;
      else if (d < sun.r * 2.2) color = mix(palette.sun, color, (d - sun.r) / (sun.r * 1.2));
      for (let layer = 0; layer < hills.length; layer++) {
        const hill = hills[layer]!;
        const top = hill.base - hill.amp * Math.sin(u * hill.freq + hill.phase) - (layer === 1 ? 0.04 : 0);
        if (v > top)
          color = mix(
            palette.hills[layer]!,
            palette.hills[Math.min(2, layer + 1)]!,
            Math.min(1, (v - top) * 2),
          );
        if (layer === 1) color = building(u, v, color);
      }
      if (hasWater && v > 0.86) {
        const ripple = Math.sin(u * 60 + v * 200) * 0.04;
        color = mix(palette.water, palette.skyBottom, 0.25 + ripple);
      }
      const index = (y * width + x) * 3;
      pixels[index] = color[0];
      pixels[index + 1] = color[1];
      pixels[index + 2] = color[2];
    }
  }
  return encodePng(width, height, pixels);

  /** A wall with towers, or a white church with an onion dome, standing on the middle hill. */
  function building(u: number, v: number, color: Rgb): Rgb {
    const local = u - buildingU;
    const groundAt = buildingGround;
    if (church) {
      const bodyTop = groundAt - 0.16;
      if (Math.abs(local) < 0.07 && v > bodyTop && v < groundAt) {
        return Math.abs(local) < 0.012 && v > groundAt - 0.06
          ? mix(palette.stone, [60, 50, 40], 0.6)
          : palette.stone;
      }
      const drumTop = bodyTop - 0.06;
      if (Math.abs(local) < 0.03 && v > drumTop && v <= bodyTop) return palette.stone;
      const domeCenter = drumTop - 0.035;
      const dx = local / 0.045;
      const dy = (v - domeCenter) / 0.05;
      if (dx * dx + dy * dy < 1 && v < drumTop + 0.005) return palette.dome;
      if (Math.abs(local) < 0.004 && v > domeCenter - 0.1 && v < domeCenter - 0.04) return [200, 170, 60];
      if (Math.abs(local) < 0.018 && Math.abs(v - (domeCenter - 0.08)) < 0.004) return [200, 170, 60];
      return color;
    }
    const wallTop = groundAt - 0.07;
    const half = 0.09 + towers * 0.04;
    if (Math.abs(local) < half && v > wallTop && v < groundAt) {
      const merlon = Math.floor((local + half) / 0.015) % 2 === 0;
      if (v < wallTop + 0.012 && !merlon) return color;
      return palette.stone;
    }
    for (let t = 0; t < towers; t++) {
      const tu = -half + (2 * half * t) / (towers - 1);
      if (Math.abs(local - tu) < 0.025 && v > wallTop - 0.06 && v < groundAt)
        return mix(palette.stone, [120, 110, 100], 0.15);
      const roofBase = wallTop - 0.06;
      const roofHeight = 0.06;
      if (v <= roofBase && v > roofBase - roofHeight) {
        const widthAt = 0.03 * ((v - (roofBase - roofHeight)) / roofHeight);
        if (Math.abs(local - tu) < widthAt) return mix(palette.dome, [90, 60, 40], 0.5);
      }
    }
    return color;
  }
}
