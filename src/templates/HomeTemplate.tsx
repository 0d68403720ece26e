import { Suspense } from 'react';
import type { HomePage } from '../content/types';
import { loadBelowTheFold, useBelowTheFold } from './home/below-the-fold';
import { HeroSection } from './home/HeroSection';
import './home/home.css';

function BelowTheFold() {
  const { sections, Sections } = useBelowTheFold();
  return <Sections sections={sections} />;
}

/** The home page: the hero, then the sections below it (their own chunk, hydrated when needed). */
export function HomeTemplate({ page }: { page: HomePage }) {
  return (
    <>
      <HeroSection hero={page.hero} />
      <Suspense fallback={null}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}

HomeTemplate.preload = loadBelowTheFold;
