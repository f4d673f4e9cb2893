import Link from 'next/link';
import type { MenuItem } from '@/lib/cms/types';

export function Footer({ menu, siteName }: { menu: MenuItem[]; siteName: string }) {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="footer-nav">
        {menu.map((group) => (
          <section key={group.id} className="footer-group">
            <h2 className="footer-heading">
              <Link href={group.path}>{group.label}</Link>
            </h2>
            <ul>
              {group.children.map((child) => (
                <li key={child.id}>
                  <Link href={child.path} target={child.target || undefined}>
                    {child.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <p className="footer-legal">
        © {new Date().getFullYear()} {siteName}. Winter Park, Florida.
      </p>
    </footer>
  );
}
