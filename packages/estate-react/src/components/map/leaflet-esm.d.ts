// Leaflet 1.9's package.json points bundlers at its UMD build; its ES module build sits beside it
// with the same API, which @types/leaflet describes under the package's own name.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
