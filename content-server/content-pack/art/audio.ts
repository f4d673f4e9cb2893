/**
 * A short chime per podcast episode, synthesised as 16-bit mono PCM WAV: five bell notes from a
 * pentatonic scale, chosen by the episode number, each a sum of decaying partials.
 */
const SAMPLE_RATE = 11025;
const JINGLE_SECONDS = 4;
const SAMPLES = SAMPLE_RATE * JINGLE_SECONDS;

/** Byte size of every jingle file: the 44-byte RIFF header plus two bytes per sample. */
export const JINGLE_BYTES = 44 + SAMPLES * 2;

const PENTATONIC = [523.25, 587.33, 659.25, 783.99, 880.0, 1046.5];

export function jingleFile(episode: number): string {
  return `thin-air-episode-${String(episode).padStart(2, '0')}.wav`;
}

export function synthesizeJingle(episode: number): Buffer {
  const samples = new Float64Array(SAMPLES);
  const noteGap = 0.42;
  for (let note = 0; note < 5; note++) {
    const frequency = PENTATONIC[(episode * (note + 3) + note * 2) % PENTATONIC.length] ?? 523.25;
    const start = Math.floor(note * noteGap * SAMPLE_RATE);
    const last = note === 4;
    for (let i = start; i < SAMPLES; i++) {
      const t = (i - start) / SAMPLE_RATE;
      const decay = Math.exp(-t * (last ? 1.6 : 3.2));
      const tone =
        Math.sin(2 * Math.PI * frequency * t) +
        0.4 * Math.sin(2 * Math.PI * frequency * 2.01 * t) * Math.exp(-t * 4) +
        0.15 * Math.sin(2 * Math.PI * frequency * 3.0 * t) * Math.exp(-t * 7);
      const attack = Math.min(1, t / 0.005);
      samples[i] = (samples[i] ?? 0) + tone * decay * attack * 0.22;
    }
  }
  const buffer = Buffer.alloc(JINGLE_BYTES);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(JINGLE_BYTES - 8, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(SAMPLE_RATE, 24);
  buffer.writeUInt32LE(SAMPLE_RATE * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(SAMPLES * 2, 40);
  const fadeOut = SAMPLE_RATE * 0.3;
  for (let i = 0; i < SAMPLES; i++) {
    const tail = Math.min(1, (SAMPLES - i) / fadeOut);
    const value = Math.max(-1, Math.min(1, (samples[i] ?? 0) * tail));
    buffer.writeInt16LE(Math.round(value * 32767), 44 + i * 2);
  }
  return buffer;
}
