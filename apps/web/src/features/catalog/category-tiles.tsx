import { categoryImagePath, productCategories } from '@party/shared/catalog/categories';
import { Link } from 'react-router';

/** The home page's five category tiles (docs/product/storefront-and-sign-in.md): picture, description, count label. */
export function CategoryTiles() {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {productCategories.map((category) => (
        <li key={category.id} className="flex">
          <Link
            to={`/products?category=${category.id}`}
            className="group flex w-full flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-shadow hover:shadow-md"
          >
            <img
              src={categoryImagePath(category.id)}
              alt=""
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full bg-muted object-cover transition-transform duration-300 group-hover:scale-[1.03]"
            />
            <span className="flex flex-1 flex-col gap-1 p-4">
              <span className="font-semibold text-lg">{category.label}</span>
              <span className="text-muted-foreground text-sm">{category.description}</span>
              <span className="mt-auto pt-2 font-medium text-primary text-sm">{category.countLabel}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
