// The bar for the bot, in one place: `npm run eval:bot` exits 1 when a figure misses it.
// Rates are in [0, 1]; a figure with nothing to measure (null: no case of that kind) is skipped.

export type Figures = {
  customer: {
    cases: number;
    city: number | null;
    uf: number | null;
    product: number | null;
    brand: number | null;
    category: number | null;
    journeys: number | null;
    messages_per_wish: number | null;
  };
  shop: { cases: number; price: number | null; declines: number | null; messages_per_offer: number | null };
  intents: number | null;
  confirmations: number | null;
  gibberish_wishes: number;
};

type Threshold = { figure: string; read: (f: Figures) => number | null; min?: number; max?: number };

export const THRESHOLDS: Threshold[] = [
  { figure: 'customer.city', read: (f) => f.customer.city, min: 0.95 },
  { figure: 'customer.uf', read: (f) => f.customer.uf, min: 0.95 },
  { figure: 'customer.product', read: (f) => f.customer.product, min: 0.9 },
  { figure: 'customer.brand', read: (f) => f.customer.brand, min: 0.9 },
  { figure: 'customer.category', read: (f) => f.customer.category, min: 0.85 },
  { figure: 'customer.journeys', read: (f) => f.customer.journeys, min: 0.95 },
  { figure: 'customer.messages_per_wish', read: (f) => f.customer.messages_per_wish, max: 2.5 },
  { figure: 'shop.price', read: (f) => f.shop.price, min: 0.9 },
  { figure: 'shop.declines', read: (f) => f.shop.declines, min: 0.95 },
  { figure: 'shop.messages_per_offer', read: (f) => f.shop.messages_per_offer, max: 2 },
  { figure: 'intents', read: (f) => f.intents, min: 0.9 },
  { figure: 'confirmations', read: (f) => f.confirmations, min: 0.95 },
  { figure: 'gibberish_wishes', read: (f) => f.gibberish_wishes, max: 0 },
];

/** One line per missed threshold: "customer.city 0.812 < 0.95". */
export function missedThresholds(figures: Figures): string[] {
  const missed: string[] = [];
  for (const t of THRESHOLDS) {
    const value = t.read(figures);
    if (value === null) continue;
    if (t.min !== undefined && value < t.min) missed.push(`${t.figure} ${value} < ${t.min}`);
    if (t.max !== undefined && value > t.max) missed.push(`${t.figure} ${value} > ${t.max}`);
  }
  return missed;
}
