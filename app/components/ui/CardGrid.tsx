import type { ReactNode } from "react";

/**
 * A section's cards as a list, laid out on a grid: each entry a white, outlined card holding what
 * `card` draws for it.
 */
export function CardGrid<Item>({
  items,
  keyOf,
  className,
  cardClassName,
  card,
}: {
  items: readonly Item[];
  keyOf: (item: Item) => string;
  /** The grid's columns at each width. */
  className: string;
  /** The card's padding and layout. */
  cardClassName: string;
  card: (item: Item) => ReactNode;
}) {
  return (
    <ul className={`grid gap-6 ${className}`}>
      {items.map((item) => (
        <li
          key={keyOf(item)}
          className={`rounded-card border border-line bg-white ${cardClassName}`}
        >
          {card(item)}
        </li>
      ))}
    </ul>
  );
}
