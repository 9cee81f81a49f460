// The pixel layout both JPEG halves speak (jpeg.ts decodes into it, jpeg-encode.ts encodes from
// it): its own module so that neither half imports the other.

/** 8-bit RGBA pixels, row by row, 4 bytes a pixel (the layout of a canvas ImageData). */
export type RgbaImage = { width: number; height: number; data: Uint8Array };
