import sharp from "sharp";

/**
 * How many pixels of two same-sized PNG screenshots differ by more than `tolerance` (0–255) in a
 * colour channel, decoded by sharp in the test's process (not by a page, which the browser under
 * test would have to spare time for). A tolerance of a few levels ignores rounding (a colour
 * written as hex in one stylesheet and color-mix() in another).
 */
export async function differingPixels(
  first: Buffer,
  second: Buffer,
  tolerance = 8,
): Promise<number> {
  const [a, b] = await Promise.all(
    [first, second].map((png) =>
      sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true }),
    ),
  );
  if (a!.info.width !== b!.info.width || a!.info.height !== b!.info.height) {
    return Number.POSITIVE_INFINITY;
  }
  const [pixelsA, pixelsB] = [a!.data, b!.data];
  let differing = 0;
  for (let index = 0; index < pixelsA.length; index += 3) {
    if (
      Math.abs(pixelsA[index]! - pixelsB[index]!) > tolerance ||
      Math.abs(pixelsA[index + 1]! - pixelsB[index + 1]!) > tolerance ||
      Math.abs(pixelsA[index + 2]! - pixelsB[index + 2]!) > tolerance
    ) {
      differing += 1;
    }
  }
  return differing;
}
