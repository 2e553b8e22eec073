"""Solid-colour PNG pictures made with the standard library (no Pillow), for the seed."""
import hashlib
import struct
import zlib

from django.core.files.base import ContentFile


def solid_png(width, height, rgb):
    """A PNG of one colour: 8-bit RGB, every row filter 0."""

    def chunk(tag, data):
        return struct.pack('>I', len(data)) + tag + data + struct.pack('>I', zlib.crc32(tag + data) & 0xFFFFFFFF)

    row = b'\x00' + bytes(rgb) * width
    header = struct.pack('>IIBBBBB', width, height, 8, 2, 0, 0, 0)
    return (
        b'\x89PNG\r\n\x1a\n'
        + chunk(b'IHDR', header)
        + chunk(b'IDAT', zlib.compress(row * height, 9))
        + chunk(b'IEND', b'')
    )


def colour_for(name):
    """A calm colour derived from the name, so every picture is told apart."""
    digest = hashlib.sha256(name.encode()).digest()
    return tuple(60 + byte % 150 for byte in digest[:3])


def picture(name, size='420x280'):
    """A file to assign to a FileField: `<name>-<size>.png`."""
    width, height = (int(part) for part in size.split('x'))
    return ContentFile(solid_png(width, height, colour_for(name)), name=f'{name}-{size}.png')
