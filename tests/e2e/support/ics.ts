/** One property of an iCalendar file: `NAME;PARAM=VALUE:value`, the value unescaped. */
export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** A component (`VEVENT`, `VTIMEZONE`, …) with its properties and the components inside it. */
export interface IcsComponent {
  type: string;
  properties: IcsProperty[];
  components: IcsComponent[];
}

const unescape = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_match, character: string) =>
    character === 'n' || character === 'N' ? '\n' : character,
  );

/**
 * Reads an iCalendar file the way RFC 5545 writes it — CRLF lines, folded lines rejoined, nested
 * BEGIN/END components — and throws on anything else, so a test that reads a file has checked its
 * form.
 */
export function parseIcs(text: string): IcsComponent {
  if (!text.endsWith('\r\n') || /(^|[^\r])\n/.test(text)) throw new Error('Lines must end with CRLF');
  const lines = text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
  const stack: IcsComponent[] = [];
  let root: IcsComponent | undefined;
  for (const line of lines) {
    const match = /^([A-Z0-9-]+)((?:;[A-Z0-9-]+=[^;:]*)*):(.*)$/.exec(line);
    if (!match) throw new Error(`Not a property line: ${line}`);
    const [, name = '', rawParams = '', value = ''] = match;
    if (name === 'BEGIN') {
      const component: IcsComponent = { type: value, properties: [], components: [] };
      stack.at(-1)?.components.push(component);
      stack.push(component);
      root ??= component;
    } else if (name === 'END') {
      if (stack.pop()?.type !== value) throw new Error(`Unbalanced END:${value}`);
    } else {
      const params = Object.fromEntries(
        rawParams
          .split(';')
          .filter(Boolean)
          .map((param) => param.split('=') as [string, string]),
      );
      const current = stack.at(-1);
      if (!current) throw new Error(`A property outside any component: ${line}`);
      current.properties.push({ name, params, value: unescape(value) });
    }
  }
  if (!root || stack.length > 0) throw new Error('Not one closed VCALENDAR');
  return root;
}

export const property = (component: IcsComponent, name: string): IcsProperty | undefined =>
  component.properties.find((candidate) => candidate.name === name);

/**
 * The moment a `DTSTART`/`DTEND` stands for: UTC (`…Z`), or a local time in the zone its `TZID`
 * names, by that zone's `VTIMEZONE` in the file (one fixed offset, as Moscow's is).
 */
export function instantOf(calendar: IcsComponent, date: IcsProperty): number {
  const [, y, mo, d, h, mi, s, utc] =
    /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(date.value) ?? [];
  if (!y) throw new Error(`Not a date-time: ${date.value}`);
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (utc) return wall;
  const zone = calendar.components.find(
    (component) => component.type === 'VTIMEZONE' && property(component, 'TZID')?.value === date.params.TZID,
  );
  const offset = zone?.components[0] && property(zone.components[0], 'TZOFFSETTO')?.value;
  const [, sign, oh, om] = /^([+-])(\d{2})(\d{2})$/.exec(offset ?? '') ?? [];
  if (!sign) throw new Error(`No VTIMEZONE for ${date.params.TZID ?? 'a floating time'}`);
  return wall - (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) * 60_000;
}
