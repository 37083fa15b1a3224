// Images and documents are emitted by webpack as files (asset/resource); importing one gives its URL.
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.pdf' {
  const url: string;
  export default url;
}
