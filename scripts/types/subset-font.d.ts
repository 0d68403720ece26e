/** subset-font ships no types: the one call the build makes. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype'; variationAxes?: Record<string, number | { min: number; max: number }> },
  ): Promise<Buffer>;
}
