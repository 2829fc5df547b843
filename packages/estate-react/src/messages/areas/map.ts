/** PropertyMap and LocationPicker (issue 22): the map's controls and its accessible names. */
export const en = {
  /** The map's accessible name. Template: `{count}` is the number of listings on it. */
  mapLabel: 'Map of {count} listings',
  mapZoomIn: 'Zoom in',
  mapZoomOut: 'Zoom out',
  mapSearchArea: 'Search this area',
  mapDraw: 'Draw an area',
  mapDrawHint: 'Click to add corners, double-click to finish',
  mapFinish: 'Finish',
  mapClear: 'Clear area',
  /** A bubble of listings. Template: `{count}`. */
  mapCluster: '{count} listings: zoom in',
  mapLoading: 'Loading the map…',
  mapFailed: 'The map could not be loaded.',
  mapView: 'View',
  pickerLabel: 'Map of the location: click to place the pin, drag it to move it',
  pickerHere: 'Pin the map’s centre',
  pickerExact: 'Show the exact location',
  pickerExactHint: 'Otherwise the public map shows a point near it.',
};
