import type { Locator, Page } from 'playwright-core';

// What the layout and form checks of the browser suites read from a page: the message under a
// field, a state picked by typing, what a floating button covers, and what shows on top.

/** The message under a field: the text its aria-describedby points at. */
export function messageOf(field: Locator): Promise<string> {
  return field.evaluate((input) => {
    const id = input.getAttribute('aria-describedby');
    return (id && document.getElementById(id)?.textContent) || '';
  });
}

export async function pickState(page: Page, typed: string): Promise<string> {
  const estado = page.getByRole('combobox', { name: 'Estado *' });
  await estado.click();
  await estado.fill(typed);
  await estado.press('Enter');
  await page.getByRole('listbox', { name: 'Estado *' }).waitFor({ state: 'hidden' });
  return estado.inputValue();
}

/**
 * The fields (or, with `selector`, the texts) of the page that end up under `button` once each is
 * scrolled into view from the top of the page, as Tab or a tap scrolls it: the closest position.
 */
export async function coveredBy(page: Page, button: Locator, selector: string): Promise<string[]> {
  const handle = await button.elementHandle();
  return page.evaluate(
    ([floating, wanted]) => {
      if (!floating) return ['botão flutuante ausente'];
      const covered: string[] = [];
      const targets = [...document.querySelectorAll<HTMLElement>(wanted)].filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      });
      for (const target of targets) {
        window.scrollTo({ top: 0, behavior: 'instant' });
        target.scrollIntoView({ block: 'nearest', behavior: 'instant' });
        const a = target.getBoundingClientRect();
        const b = floating.getBoundingClientRect();
        if (a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top) {
          covered.push(target.getAttribute('name') ?? target.textContent?.slice(0, 40) ?? target.tagName);
        }
      }
      return covered;
    },
    [handle, selector] as const,
  );
}

/** Whether `button` is what shows at its own centre (the test lets it be hit through the dialog's lock). */
export function isOnTop(button: Locator): Promise<boolean> {
  return button.evaluate((el) => {
    (el as HTMLElement).style.pointerEvents = 'auto';
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
}
