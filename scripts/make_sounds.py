#!/usr/bin/env python3
"""Writes the app's sounds into resources/sounds/ (16-bit mono WAV, 22050 Hz).

Every sound is synthesised here from sine waves and seeded noise with the standard library
only, so the files are the project's own work under its licence and the same script always
writes the same bytes. Run it again after changing a sound and commit the WAV files:

    python3 scripts/make_sounds.py [FOLDER]

The sounds are short and quiet (peaks at about a third of full scale): the app plays them
at the player's volume on top of that.
"""

import math
import os
import random
import struct
import sys
import wave

RATE = 22050
PEAK = 0.35


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def mix(*tracks):
    length = max(len(t) for t in tracks)
    out = [0.0] * length
    for track in tracks:
        for i, v in enumerate(track):
            out[i] += v
    return out


def delayed(track, seconds):
    return silence(seconds) + track


def tone(freq, seconds, decay, amp=1.0, attack=0.002):
    """A sine that starts within `attack` seconds and dies away exponentially."""
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(amp * env * math.sin(2 * math.pi * freq * t))
    return out


def noise(seconds, decay, amp, seed, smooth=0.0, attack=0.001):
    """Seeded noise, low-passed by `smooth` (0: white, towards 1: duller)."""
    rng = random.Random(seed)
    n = int(RATE * seconds)
    out = []
    last = 0.0
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(amp * env * last)
    return out


def wood(freq, seed, amp=1.0, decay=0.025):
    """A wooden click: a short knock of a few inharmonic partials and a tick of noise."""
    return mix(
        tone(freq, 0.12, decay, amp),
        tone(freq * 2.76, 0.08, decay * 0.5, amp * 0.45),
        tone(freq * 5.4, 0.05, decay * 0.25, amp * 0.2),
        noise(0.02, 0.004, amp * 0.6, seed, smooth=0.3),
    )


def place():
    return wood(620, seed=1)


def move():
    # A piece slid on the board, then set down softly.
    slide = noise(0.16, 0.09, 0.35, seed=2, smooth=0.85, attack=0.04)
    return mix(slide, delayed(wood(520, seed=3, amp=0.55, decay=0.02), 0.12))


def capture():
    # Two hard knocks close together, brighter and louder than a placement.
    return mix(wood(880, seed=4, amp=1.0, decay=0.03), delayed(wood(700, seed=5, amp=0.8, decay=0.035), 0.045))


def draw():
    # Tiles or cards rattled: a few quick small clicks over a rustle.
    rustle = noise(0.22, 0.08, 0.25, seed=6, smooth=0.6, attack=0.02)
    rng = random.Random(7)
    clicks = [delayed(wood(rng.uniform(1100, 1500), seed=10 + k, amp=0.35, decay=0.008), 0.02 + 0.04 * k)
              for k in range(5)]
    return mix(rustle, *clicks)


def illegal():
    # A low, muted buzz: two close low tones beating, softly.
    n = int(RATE * 0.22)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / 0.01) * min(1.0, (0.22 - t) / 0.05)
        wave_ = math.sin(2 * math.pi * 110 * t) + 0.5 * math.sin(2 * math.pi * 116 * t)
        wave_ += 0.25 * math.sin(2 * math.pi * 220 * t)
        out.append(0.45 * env * wave_)
    return out


def end():
    # A small major chord, its notes one after the other, ringing out.
    notes = [523.25, 659.25, 783.99, 1046.5]
    return mix(*[delayed(mix(tone(f, 0.9, 0.3, 0.5), tone(2 * f, 0.5, 0.12, 0.1)), 0.09 * k)
                 for k, f in enumerate(notes)])


SOUNDS = {
    "place": place,
    "move": move,
    "capture": capture,
    "draw": draw,
    "illegal": illegal,
    "end": end,
}


def write(path, samples):
    top = max(abs(v) for v in samples) or 1.0
    scale = PEAK * 32767 / top
    fade = int(RATE * 0.005)  # no click at the end
    frames = bytearray()
    for i, v in enumerate(samples):
        if i >= len(samples) - fade:
            v *= (len(samples) - i) / fade
        frames += struct.pack("<h", int(round(v * scale)))
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "resources", "sounds")
    os.makedirs(folder, exist_ok=True)
    for name, make in SOUNDS.items():
        write(os.path.join(folder, name + ".wav"), make())


if __name__ == "__main__":
    main()
