import type { Page } from "@playwright/test";

/**
 * How many pixels of two same-sized PNG screenshots differ by more than `tolerance` (0–255) in a
 * colour channel, counted by the browser's own decoder and canvas. A tolerance of a few levels
 * ignores rounding (a colour written as hex in one stylesheet and color-mix() in another).
 */
export async function differingPixels(
  page: Page,
  first: Buffer,
  second: Buffer,
  tolerance = 8,
): Promise<number> {
  return page.evaluate(
    async ([a, b, limit]) => {
      const decode = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height).data;
      };
      const [pixelsA, pixelsB] = await Promise.all([decode(a), decode(b)]);
      if (pixelsA.length !== pixelsB.length) return Number.POSITIVE_INFINITY;
      let differing = 0;
      for (let index = 0; index < pixelsA.length; index += 4) {
        for (let channel = 0; channel < 3; channel += 1) {
          if (Math.abs(pixelsA[index + channel]! - pixelsB[index + channel]!) > limit) {
            differing += 1;
            break;
          }
        }
      }
      return differing;
    },
    [first.toString("base64"), second.toString("base64"), tolerance] as const,
  );
}
