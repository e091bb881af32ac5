// fontverter 2 ships no types: its one conversion, as its README documents it.
declare module "fontverter" {
  type FontFormat = "sfnt" | "truetype" | "woff" | "woff2";
  const fontverter: {
    convert(font: Uint8Array, toFormat: FontFormat, fromFormat?: FontFormat): Promise<Buffer>;
  };
  export default fontverter;
}
