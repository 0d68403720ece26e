import { Link } from 'react-router-dom';
import type { IndexCard } from '../../content/types';

export function CardLinks({ cards, columns = 'lg:grid-cols-4' }: { cards: IndexCard[]; columns?: string }) {
  return (
    <ul className={`grid list-none gap-4 p-0 sm:grid-cols-2 ${columns}`}>
      {cards.map((card) => (
        <li key={card.to + card.title}>
          <Link
            to={card.to}
            className="card flex h-full flex-col gap-2 p-5 text-fg no-underline transition-shadow hover:shadow-md"
          >
            <span className={`${card.icon} text-2xl text-primary`} aria-hidden="true" />
            <h3 className="text-base font-semibold">{card.title}</h3>
            <p className="text-sm text-muted">{card.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
