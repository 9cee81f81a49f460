// Types of jpeg-js's two halves, imported apart (jpeg.ts): the package types only its index.
declare module "jpeg-js/lib/decoder.js" {
  const decode: typeof import("jpeg-js").decode;
  export default decode;
}
declare module "jpeg-js/lib/encoder.js" {
  const encode: typeof import("jpeg-js").encode;
  export default encode;
}
