import { BestDealsCarousel } from './components/best-deals-carousel';
import { HomeHero } from './components/home-hero';
import { PopularCategories } from './components/popular-categories';

export function HomePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-2 sm:px-6 sm:pt-4">
      <HomeHero />
      <PopularCategories />
      <BestDealsCarousel />
    </div>
  );
}
