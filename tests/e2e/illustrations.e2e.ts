import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import { holdRequests } from './helpers.ts';

// Issue 23, point 20: the home page and /como-funciona show the product, not only text — the
// WhatsApp conversation where offers arrive and a shop answering from its dashboard. The pictures
// are SVG files outside the JavaScript, loaded lazily, with their place kept before they arrive.

const browser = launchBrowserForFile();

const conversation = /^Conversa no WhatsApp: o cliente escreve “to procurando uma geladeira em campinas/;
const dashboard = /^Painel do lojista: a loja abre o pedido/;

const pages: Array<[path: string, title: string]> = [
  ['/', 'Qual é o Seu Desejo Hoje?'],
  ['/como-funciona', 'Como Funciona'],
];

const viewports = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

/** The element's box in page coordinates, whatever the scroll. */
function placeOnPage(element: Element) {
  const box = element.getBoundingClientRect();
  return {
    left: box.left + window.scrollX,
    top: box.top + window.scrollY,
    width: box.width,
    height: box.height,
  };
}

describe('illustrations', () => {
  for (const viewport of viewports) {
    it.each(pages)(
      `%s shows the conversation and the dashboard at ${viewport.width} px, in place before they load`,
      async (path, title) => {
        const { page, errors } = await browser.open({ viewport });
        const svgs: string[] = [];
        page.on('response', (response) => {
          const url = new URL(response.url());
          if (url.pathname.endsWith('.svg') && url.pathname !== '/favicon.svg') {
            svgs.push(`${url.pathname.split('/')[1]} ${response.headers()['content-type']?.split(';')[0]}`);
          }
        });
        const release = await holdRequests(page, '**/assets/*.svg');
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
        const images = [conversation, dashboard].map((name) => page.getByRole('img', { name }));

        // Each picture's place on the page while its file is still on the way...
        const waiting = [];
        for (const image of images) {
          await image.scrollIntoViewIfNeeded();
          expect(await image.getAttribute('loading')).toBe('lazy');
          waiting.push(await image.evaluate(placeOnPage));
        }
        release();
        for (const [index, image] of images.entries()) {
          await image.scrollIntoViewIfNeeded();
          await expect
            .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
            .toBe(true);
          // ...is the place it ends in: nothing below it jumps when it arrives.
          const loaded = await image.evaluate(placeOnPage);
          expect(waiting[index]).toEqual(loaded);
          const size = await image.evaluate((img: HTMLImageElement) => ({
            declared: [Number(img.getAttribute('width')), Number(img.getAttribute('height'))],
            natural: [img.naturalWidth, img.naturalHeight],
          }));
          // Declared at the file's own size, drawn at its proportions, whole inside the screen.
          expect(size.declared).toEqual(size.natural);
          expect(Math.abs(loaded.width / loaded.height - size.natural[0]! / size.natural[1]!)).toBeLessThan(
            0.02,
          );
          expect(loaded.left).toBeGreaterThanOrEqual(0);
          expect(loaded.left + loaded.width).toBeLessThanOrEqual(viewport.width);
          expect(loaded.width).toBeGreaterThan(viewport.width < 400 ? 250 : 290);
        }
        await mkdir('test-results/illustrations', { recursive: true });
        await page.screenshot({
          path: `test-results/illustrations/${path.replace(/\W+/g, '_')}-${viewport.width}.png`,
          fullPage: true,
        });
        // Files of their own (not data: URIs in the JavaScript), served as SVG.
        expect(svgs.sort()).toEqual(['assets image/svg+xml', 'assets image/svg+xml']);
        expect(errors).toEqual([]);
      },
    );
  }
});
