#!/usr/bin/env node
/**
 * Screenshots and computed styles of every story, and a comparison of two sets: the proof that a
 * change to the kit's CSS keeps the look. Not run in CI (a full set of screenshots takes most of
 * an hour on 2 busy cores; the styles of every story, a quarter of that).
 *
 *   node scripts/compare-stories.mjs shoot <storybook build> <out dir> [--only <id part>] [--styles]
 *   node scripts/compare-stories.mjs styles <storybook build> <out dir> [--only <id part>]
 *   node scripts/compare-stories.mjs compare <before dir> <after dir> [--diff <dir>] [--tolerance <pixels>]
 *
 * Both serve the build from a real estate-server with fresh demo data (as the Storybook tests do).
 * `shoot` opens each story of its index.json in Debian's Chromium, in the dark and the light theme
 * (`globals=theme:...`), at 1280 px wide or at the story's own viewport global (phone 360, tablet
 * 820), with reduced motion, after its play function, fonts and images, and once no `.est-skeleton`
 * shows: one full-page PNG per story and theme, `<story-id>.<theme>.png` (with `--styles`, the
 * computed styles beside it). `styles` switches every story in one page, without screenshots, and
 * records the computed styles of every element (`<story-id>.<theme>.json`).
 * `compare` lists the PNG pairs that differ by more than `--tolerance` pixels (default 4), or in
 * size, decoding them with zlib (no dependency), with `--diff` an image of each (the differing
 * pixels in magenta over a faded after-shot), and the elements whose computed styles differ,
 * property by property. Stories that write to the server (comments, likes, messages) or show the
 * time differ from run to run by themselves: look at those before blaming the CSS.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromiumLaunchOptions } from './chromium.mjs';

const [command, ...rest] = process.argv.slice(2);
const option = (name, fallback) => {
  const at = rest.indexOf(name);
  return at >= 0 ? rest[at + 1] : fallback;
};
const FLAGS = ['--styles'];
const positional = rest.filter((arg, index) => !arg.startsWith('--') && !(rest[index - 1]?.startsWith('--') && !FLAGS.includes(rest[index - 1])));

const VIEWPORTS = { phone: { width: 360, height: 780 }, tablet: { width: 820, height: 1180 }, desktop: { width: 1280, height: 800 } };

/** The build's story ids (those whose id contains `only`), served from a real estate-server, and a Chromium to open them in. */
async function openStories(webDir, outDir, only) {
  const { chromium } = await import('playwright-core');
  const { serveForTests } = await import('./serve-for-tests.mjs');
  mkdirSync(outDir, { recursive: true });
  const index = JSON.parse(readFileSync(path.join(webDir, 'index.json'), 'utf8'));
  const ids = Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && (!only || entry.id.includes(only)))
    .map((entry) => entry.id);
  const server = await serveForTests({ webDir });
  const browser = await chromium.launch(chromiumLaunchOptions());
  return { ids, server, browser };
}

async function shoot(webDir, outDir, only) {
  const { ids, server, browser } = await openStories(webDir, outDir, only);
  const failures = [];
  try {
    for (const [n, id] of ids.entries()) {
      for (const theme of ['dark', 'light']) {
        const file = path.join(outDir, `${id}.${theme}.png`);
        try {
          await shootOne(browser, server.url, id, theme, file);
        } catch (error) {
          failures.push(`${id} ${theme}: ${String(error.message).split('\n')[0]}`);
        }
      }
      if ((n + 1) % 20 === 0) console.log(`${n + 1}/${ids.length}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`${ids.length} stories, ${ids.length * 2 - failures.length} screenshots in ${outDir}`);
  for (const failure of failures) console.log(`failed: ${failure}`);
}

async function shootOne(browser, url, id, theme, file, viewportName = 'desktop') {
  const withStyles = rest.includes('--styles');
  const context = await browser.newContext({ viewport: VIEWPORTS[viewportName], reducedMotion: 'reduce', deviceScaleFactor: 1, locale: 'en-GB', timezoneId: 'UTC' });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`, { waitUntil: 'load' });
    // The story has rendered and its play function ended (or failed: the screenshot shows what is there).
    await page.waitForFunction(() => ['finished', 'completed', 'errored', 'aborted'].includes(window.__STORYBOOK_PREVIEW__?.currentRender?.phase), null, { timeout: 30_000 });
    const wanted = await page.evaluate(() => window.__STORYBOOK_PREVIEW__?.currentRender?.story?.storyGlobals?.viewport?.value ?? null);
    if (wanted && VIEWPORTS[wanted] && viewportName === 'desktop') {
      await context.close();
      return shootOne(browser, url, id, theme, file, wanted);
    }
    await page.waitForFunction(() => !document.querySelector('.est-skeleton'), null, { timeout: 10_000 }).catch(() => {});
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all([...document.images].map((image) => (image.complete ? null : new Promise((done) => { image.onload = image.onerror = done; setTimeout(done, 5000); }))));
      // Nothing blinks under the screenshot: carets, and any animation reduced motion leaves running.
      const style = document.createElement('style');
      style.textContent = '*,*::before,*::after{caret-color:transparent!important;animation-play-state:paused!important;transition:none!important}';
      document.head.append(style);
    });
    await page.waitForTimeout(300);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    if (withStyles) writeFileSync(file.replace(/\.png$/, '.json'), JSON.stringify(await page.evaluate(computedStyles, STYLE_PROPERTIES)));
  } finally {
    await context.close().catch(() => {});
  }
}

/** What `--styles` records of every element of the page, in document order (pseudo-elements too). */
const STYLE_PROPERTIES = [
  'display', 'position', 'top', 'right', 'bottom', 'left', 'inset', 'z-index', 'float', 'clear', 'box-sizing',
  'width', 'height', 'min-width', 'min-height', 'max-width', 'max-height', 'aspect-ratio',
  'margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'border-top-width', 'border-right-width', 'border-bottom-width', 'border-left-width', 'border-top-style', 'border-right-style', 'border-bottom-style', 'border-left-style',
  'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color',
  'border-top-left-radius', 'border-top-right-radius', 'border-bottom-left-radius', 'border-bottom-right-radius',
  'outline-style', 'outline-width', 'outline-color', 'box-shadow', 'opacity', 'visibility', 'overflow-x', 'overflow-y', 'overscroll-behavior',
  'flex-direction', 'flex-wrap', 'flex-grow', 'flex-shrink', 'flex-basis', 'order', 'align-items', 'align-self', 'align-content', 'justify-content', 'justify-items', 'justify-self',
  'row-gap', 'column-gap', 'grid-template-columns', 'grid-template-rows', 'grid-column-start', 'grid-column-end', 'grid-row-start', 'grid-row-end', 'place-items',
  'color', 'background-color', 'background-image', 'background-size', 'background-position', 'background-clip', 'fill', 'stroke', 'stroke-width',
  'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant-numeric', 'line-height', 'letter-spacing', 'text-align', 'text-transform', 'text-decoration-line',
  'text-underline-offset', 'text-overflow', 'white-space', 'overflow-wrap', 'word-break', 'vertical-align', 'text-shadow', '-webkit-line-clamp', '-webkit-box-orient',
  'list-style-type', 'cursor', 'pointer-events', 'user-select', 'resize', 'object-fit', 'transform', 'translate', 'scale', 'filter', 'backdrop-filter', 'mask-image',
  'transition-property', 'transition-duration', 'transition-timing-function', 'animation-name', 'animation-duration', 'content', 'accent-color', 'appearance',
  'container-type', 'container-name', 'scroll-snap-type', 'scroll-snap-align', 'isolation', 'will-change', 'caret-color', 'color-scheme', 'table-layout', 'border-collapse',
];

function computedStyles(properties) {
  const rows = [];
  for (const element of document.querySelectorAll('body *')) {
    if (element.closest('script, style, #storybook-docs')) continue;
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      if (pseudo && (style.content === 'none' || style.content === 'normal')) continue;
      rows.push([element.tagName.toLowerCase() + (pseudo ?? ''), element.getAttribute('class') ?? '', ...properties.map((property) => style.getPropertyValue(property))]);
    }
  }
  return { properties, rows };
}

/** What differs between two `--styles` records, element by element (the same story renders the same elements). */
function styleDifferences(before, after) {
  const lines = [];
  if (before.rows.length !== after.rows.length) lines.push(`elements: ${before.rows.length} -> ${after.rows.length}`);
  const count = Math.min(before.rows.length, after.rows.length);
  for (let i = 0; i < count; i++) {
    const [tagA, classA, ...a] = before.rows[i];
    const [tagB, classB, ...b] = after.rows[i];
    if (tagA !== tagB) {
      lines.push(`#${i} ${tagA}.${classA} -> ${tagB}.${classB}: another element`);
      break;
    }
    const changed = before.properties.filter((_, k) => a[k] !== b[k]).map((property) => `${property}: ${a[before.properties.indexOf(property)]} -> ${b[before.properties.indexOf(property)]}`);
    if (changed.length) lines.push(`#${i} ${tagB}.${classB.split(' ').join('.')}: ${changed.join('; ')}`);
  }
  return lines;
}

/**
 * `styles`: the computed styles only, every story switched to in one page (no reload, no screenshot),
 * so a whole build is read in minutes: for checking a CSS refactor element by element.
 */
async function styles(webDir, outDir, only) {
  const { ids, server, browser } = await openStories(webDir, outDir, only);
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce', deviceScaleFactor: 1, locale: 'en-GB', timezoneId: 'UTC' });
  const page = await context.newPage();
  const failures = [];
  try {
    await page.goto(`${server.url}/iframe.html?id=${ids[0]}&viewMode=story&globals=theme:dark`, { waitUntil: 'load' });
    for (const id of ids) {
      for (const theme of ['dark', 'light']) {
        try {
          await page.evaluate(({ id, theme }) => {
            const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
            channel.emit('updateGlobals', { globals: { theme } });
            channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
          }, { id, theme });
          await page.waitForFunction((id) => {
            const render = window.__STORYBOOK_PREVIEW__?.currentRender;
            return render?.id === id && ['finished', 'completed', 'errored', 'aborted'].includes(render.phase);
          }, id, { timeout: 30_000 });
          await page.waitForFunction((theme) => {
            const render = window.__STORYBOOK_PREVIEW__?.currentRender;
            const wantedTheme = render?.story?.storyGlobals?.theme ?? theme;
            return render?.phase === 'finished' && document.querySelector('.sb-canvas')?.getAttribute('data-theme') === wantedTheme;
          }, theme, { timeout: 30_000 });
          const wanted = await page.evaluate(() => window.__STORYBOOK_PREVIEW__?.currentRender?.story?.storyGlobals?.viewport?.value ?? 'desktop');
          await page.setViewportSize(VIEWPORTS[wanted] ?? VIEWPORTS.desktop);
          await page.waitForFunction(() => !document.querySelector('.est-skeleton'), null, { timeout: 5_000 }).catch(() => {});
          await page.waitForTimeout(250);
          writeFileSync(path.join(outDir, `${id}.${theme}.json`), JSON.stringify(await page.evaluate(computedStyles, STYLE_PROPERTIES)));
        } catch (error) {
          failures.push(`${id} ${theme}: ${String(error.message).split('\n')[0]}`);
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`${ids.length} stories, ${ids.length * 2 - failures.length} style records in ${outDir}`);
  for (const failure of failures) console.log(`failed: ${failure}`);
}

/** A PNG as Chromium writes it (8-bit RGB or RGBA, not interlaced), decoded to RGBA. */
function decodePng(buffer) {
  let offset = 8;
  let width = 0, height = 0, colorType = 0;
  const data = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      colorType = body[9];
      if (body[8] !== 8 || body[12] !== 0 || (colorType !== 2 && colorType !== 6)) throw new Error('only 8-bit RGB(A), non-interlaced PNGs');
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const channels = colorType === 6 ? 4 : 3;
  const raw = zlib.inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(width * height * 4);
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? line[x - channels] : 0;
      const b = previous[x];
      const c = x >= channels ? previous[x - channels] : 0;
      let add = 0;
      if (filter === 1) add = a;
      else if (filter === 2) add = b;
      else if (filter === 3) add = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        add = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      line[x] = (line[x] + add) & 0xff;
    }
    for (let x = 0; x < width; x++) {
      pixels[(y * width + x) * 4] = line[x * channels];
      pixels[(y * width + x) * 4 + 1] = line[x * channels + 1];
      pixels[(y * width + x) * 4 + 2] = line[x * channels + 2];
      pixels[(y * width + x) * 4 + 3] = channels === 4 ? line[x * channels + 3] : 255;
    }
    previous = line;
  }
  return { width, height, pixels };
}

function encodePng({ width, height, pixels }) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, body) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, 'latin1');
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(Buffer.concat([head.subarray(4), body])), 0);
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) pixels.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

function compare(beforeDir, afterDir, diffDir, tolerance) {
  if (diffDir) mkdirSync(diffDir, { recursive: true });
  const names = [...new Set(readdirSync(beforeDir).filter((name) => /\.(png|json)$/.test(name)).map((name) => name.replace(/\.(png|json)$/, '')))].sort();
  const differing = [];
  const styleReport = [];
  let compared = 0;
  let styled = 0;
  for (const name of names) {
    const [beforeStyles, afterStyles] = [beforeDir, afterDir].map((dir) => path.join(dir, `${name}.json`));
    if (existsSync(beforeStyles)) {
      if (!existsSync(afterStyles)) styleReport.push(`${name}: no record after`);
      else {
        styled++;
        const lines = styleDifferences(JSON.parse(readFileSync(beforeStyles, 'utf8')), JSON.parse(readFileSync(afterStyles, 'utf8')));
        if (lines.length) styleReport.push(`${name}:\n    ${lines.slice(0, 30).join('\n    ')}${lines.length > 30 ? `\n    (+${lines.length - 30} more)` : ''}`);
      }
    }
    const [beforePng, afterPng] = [beforeDir, afterDir].map((dir) => path.join(dir, `${name}.png`));
    if (!existsSync(beforePng)) continue;
    if (!existsSync(afterPng)) {
      differing.push(`${name}: missing after`);
      continue;
    }
    compared++;
    const before = decodePng(readFileSync(beforePng));
    const after = decodePng(readFileSync(afterPng));
    if (before.width !== after.width || before.height !== after.height) {
      differing.push(`${name}: size ${before.width}x${before.height} -> ${after.width}x${after.height}`);
      continue;
    }
    let count = 0;
    const diff = Buffer.from(after.pixels);
    for (let i = 0; i < before.pixels.length; i += 4) {
      const same = before.pixels[i] === after.pixels[i] && before.pixels[i + 1] === after.pixels[i + 1] && before.pixels[i + 2] === after.pixels[i + 2];
      if (same) {
        for (let k = 0; k < 3; k++) diff[i + k] = 255 - ((255 - diff[i + k]) >> 2);
      } else {
        count++;
        diff.set([255, 0, 255, 255], i);
      }
    }
    if (count > tolerance) {
      differing.push(`${name}: ${count} pixels`);
      if (diffDir) writeFileSync(path.join(diffDir, `${name}.png`), encodePng({ ...after, pixels: diff }));
    }
  }
  if (compared) {
    console.log(`${compared} screenshot pairs compared, ${differing.length} differ by more than ${tolerance} pixels`);
    for (const line of differing) console.log(`  ${line}`);
  }
  if (styled) console.log(`${styled} style records compared, ${styleReport.length} differ${styleReport.length ? `:\n  ${styleReport.join('\n  ')}` : ''}`);
}

if (command === 'shoot' && positional.length === 2) {
  await shoot(path.resolve(positional[0]), path.resolve(positional[1]), option('--only'));
} else if (command === 'styles' && positional.length === 2) {
  await styles(path.resolve(positional[0]), path.resolve(positional[1]), option('--only'));
} else if (command === 'compare' && positional.length === 2) {
  compare(positional[0], positional[1], option('--diff'), Number(option('--tolerance', 4)));
} else {
  console.error('usage: compare-stories.mjs shoot <storybook build> <out dir> [--only <id part>]\n       compare-stories.mjs compare <before> <after> [--diff <dir>] [--tolerance <pixels>]');
  process.exit(2);
}
