// A vocabulary file of the build (plugins/performance/vocabulary.cjs): the import is its address.
declare module '*?vocabulary' {
  const address: string;
  export default address;
}
