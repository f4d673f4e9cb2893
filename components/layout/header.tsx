import Link from 'next/link';
import type { MenuItem } from '@/lib/cms/types';

interface HeaderProps {
  menu: MenuItem[];
  siteName: string;
  abbreviation: string;
}

export function Header({ menu, siteName, abbreviation }: HeaderProps) {
  return (
    <header className="site-header">
      <Link href="/" className="brand" aria-label={`${siteName}, home`}>
        <span className="brand-mark" aria-hidden="true">
          {abbreviation}
        </span>
        <span className="brand-name">{siteName}</span>
      </Link>
      <nav aria-label="Primary" className="primary-nav">
        <ul>
          {menu.map((item) => (
            <li key={item.id} className={item.children.length ? 'has-children' : undefined}>
              <Link href={item.path} target={item.target || undefined}>
                {item.label}
              </Link>
              {item.children.length ? (
                <ul className="submenu">
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <Link href={child.path} target={child.target || undefined}>
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
