import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { conversaWhatsapp, type IllustrationImage, painelLoja } from './illustration.tsx';

// The SVG files are written by hand: these pin what the page relies on them for.

const files: Array<[name: string, image: IllustrationImage, file: string]> = [
  ['conversa-whatsapp', conversaWhatsapp, 'conversa-whatsapp.svg'],
  ['painel-loja', painelLoja, 'painel-loja.svg'],
];

const svgOf = (file: string) => readFileSync(new URL(`../../assets/${file}`, import.meta.url), 'utf8');

describe.each(files)('%s.svg', (_name, image, file) => {
  const svg = svgOf(file);
  const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? '';

  it('declares the width and height the page reserves, with a matching viewBox', () => {
    expect(root).toContain(`width="${image.width}"`);
    expect(root).toContain(`height="${image.height}"`);
    expect(root).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
  });

  it('loads nothing from elsewhere and runs no script', () => {
    expect(svg).not.toMatch(/<script|<image|<foreignObject|href="(?!#)|url\((?!#)/i);
  });

  it('animates only for those who have not asked for reduced motion', () => {
    const style = svg.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    const gated =
      style.match(/@media \(prefers-reduced-motion: no-preference\) \{([\s\S]*?)\n {4}\}/)?.[1] ?? '';
    const outside = style.replace(gated, '');
    expect(outside).not.toMatch(/animation\s*:/);
    expect(svg).not.toMatch(/<animate/);
  });

  it('has a text alternative that names the offer the picture shows', () => {
    const price = svg.match(/R\$ [\d.]+,\d\d/)?.[0];
    expect(price).toBeDefined();
    expect(image.alt).toContain(price);
  });
});

it('the conversation shows, and its text alternative quotes, the customer asking in their own words', () => {
  const words = 'to procurando uma geladeira em campinas, quanto fica?';
  expect(svgOf('conversa-whatsapp.svg').replace(/<\/tspan>\s*<tspan[^>]*>/g, ' ')).toContain(words);
  expect(conversaWhatsapp.alt).toContain(words);
});
