import { SearchIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A plain landing page; the full home page (categories, featured products, ...) comes later. */
export default function HomePage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = search.trim();
    void navigate(text ? `/products?search=${encodeURIComponent(text)}` : '/products');
  }

  return (
    <div className="flex flex-col">
      <section className="bg-gradient-to-br from-primary via-fuchsia-800 to-purple-950 text-primary-foreground">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center md:py-24">
          <h1 className="text-4xl md:text-5xl">Party supplies for every celebration</h1>
          <p className="max-w-2xl text-fuchsia-50 text-lg">
            Balloons, decorations, tableware and party essentials with wholesale pricing and delivery
            Australia-wide. Browse freely, no account needed.
          </p>
          <div className="w-full max-w-xl">
            <form onSubmit={submit} className="flex flex-col gap-2 text-left">
              <Label htmlFor="home-search" className="text-primary-foreground">
                Search products
              </Label>
              <div className="flex gap-2">
                <Input
                  id="home-search"
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder="Search products..."
                  className="h-11 bg-background text-foreground"
                />
                <Button type="submit" variant="festive" size="lg">
                  <SearchIcon aria-hidden="true" />
                  Search
                </Button>
              </div>
            </form>
          </div>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/products" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
              Browse Products
            </Link>
            <Link to="/login" className={buttonVariants({ variant: 'festive', size: 'lg' })}>
              Get Quote
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="business-heading" className="mx-auto w-full max-w-5xl px-4 py-12">
        <h2 id="business-heading" className="mb-6 text-center">
          For businesses, staff and suppliers
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[
            {
              to: '/login',
              label: 'Partner Portal Login',
              text: 'Order at wholesale prices and track deliveries.',
            },
            { to: '/login/associate', label: 'Staff Login', text: 'For Party Central associates.' },
            {
              to: '/login/vendor',
              label: 'Supplier Login',
              text: 'Purchase orders, shipments and payments.',
            },
            { to: '/onboarding', label: 'Become a Partner', text: 'Apply to supply or work with us.' },
          ].map((door) => (
            <li key={door.to} className="flex flex-col gap-2 rounded-xl border p-5">
              <Link to={door.to} className="font-semibold text-primary underline-offset-4 hover:underline">
                {door.label}
              </Link>
              <p className="text-muted-foreground text-sm">{door.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
