/**
 * WCAG contrast of an element's text against what is drawn behind it, measured in the page: each
 * colour is painted on a canvas and read back as sRGB (computed colours may be `color-mix()` or
 * `oklab()` results), and translucent backgrounds are laid over their ancestors' up to the page.
 */
export async function textContrast(locator) {
  return locator.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const rgba = (css) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = ([r, g, b, a], [br, bg, bb]) => [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
    const layers = [];
    for (let node = element; node; node = node.parentElement) {
      const background = rgba(getComputedStyle(node).backgroundColor);
      if (background[3] > 0) layers.push(background);
      if (background[3] === 1) break;
    }
    const behind = layers.reverse().reduce((below, layer) => over(layer, below), [255, 255, 255, 1]);
    const text = over(rgba(getComputedStyle(element).color), behind);
    const luminance = ([r, g, b]) => {
      const [lr, lg, lb] = [r, g, b].map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const [light, dark] = [luminance(text), luminance(behind)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  });
}
