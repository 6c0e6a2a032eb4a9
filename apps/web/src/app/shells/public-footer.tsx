import { businessDay } from '@party/shared/calendar/business-day';
import { productCategories } from '@party/shared/catalog/categories';
import { Link } from 'react-router';

const cities = ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide'] as const;
const footerLink = 'text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

/** The storefront's footer: categories, delivery areas, help and the business logins (docs/product/storefront-and-sign-in.md). */
export default function PublicFooter() {
  return (
    <footer className="mt-auto border-t bg-muted">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <nav aria-label="Categories" className="flex flex-col gap-2">
          <h2 className="font-semibold text-base">Shop</h2>
          {productCategories.slice(0, 4).map((category) => (
            <Link key={category.id} to={`/products?category=${category.id}`} className={footerLink}>
              {category.label}
            </Link>
          ))}
        </nav>
        <nav aria-label="Delivery areas" className="flex flex-col gap-2">
          <h2 className="font-semibold text-base">Delivery areas</h2>
          {cities.map((city) => (
            <Link key={city} to={`/locations/${city.toLowerCase()}`} className={footerLink}>
              {city}
            </Link>
          ))}
          <Link to="/delivery" className={footerLink}>
            View All Areas
          </Link>
        </nav>
        <nav aria-label="Help" className="flex flex-col gap-2">
          <h2 className="font-semibold text-base">Help</h2>
          <Link to="/delivery" className={footerLink}>
            Delivery Info
          </Link>
          <Link to="/faq" className={footerLink}>
            FAQ
          </Link>
          {/* docs/product/storefront-and-sign-in.md: Contact Support leads to the contact section of the FAQ page. */}
          <Link to="/faq#contact" className={footerLink}>
            Contact Support
          </Link>
        </nav>
        <nav aria-label="Business" className="flex flex-col gap-2">
          <h2 className="font-semibold text-base">Business</h2>
          <Link to="/login" className={footerLink}>
            Partner Portal Login
          </Link>
          <Link to="/login/associate" className={footerLink}>
            Staff Login
          </Link>
          <Link to="/login/vendor" className={footerLink}>
            Supplier Login
          </Link>
          <Link to="/onboarding" className={footerLink}>
            Become a Partner
          </Link>
        </nav>
      </div>
      {/* Sydney's year, on the server and in every visitor's browser alike, so the page hydrates at New Year too.
          The bottom padding grows by the social-proof popup's space while it shows, so the line scrolls clear of it. */}
      <p className="border-t px-4 pt-4 pb-[calc(1rem+var(--social-proof-space,0px))] text-center text-muted-foreground text-sm">
        © {businessDay().slice(0, 4)} Party Central. Party supplies delivered Australia-wide.
      </p>
    </footer>
  );
}
