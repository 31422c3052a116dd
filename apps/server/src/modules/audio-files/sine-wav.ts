/** A tone as 16-bit PCM mono WAV bytes: the demo prompts, and the files tests upload. */
export function sineWav(options: { seconds: number; frequency?: number; sampleRate?: number }) {
  const { seconds, frequency = 440, sampleRate = 8000 } = options;
  const samples = Math.round(seconds * sampleRate);
  const dataSize = samples * 2;
  const wav = Buffer.alloc(44 + dataSize);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + dataSize, 4);
  wav.write('WAVE', 8, 'latin1');
  wav.write('fmt ', 12, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(dataSize, 40);
  // Half volume, so a demo prompt played on a phone is not harsh.
  for (let index = 0; index < samples; index += 1)
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * frequency * index) / sampleRate) * 16_000), 44 + index * 2);
  return wav;
}
