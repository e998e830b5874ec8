import { useContext, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Skeleton } from '../ui/Skeleton.tsx';
import { StaticShellContext } from '../ui/staticShell.ts';
import type { SiteLink } from './siteConfig.ts';
import { SiteLinkView } from './SiteLink.tsx';

/** The three bars of the menu button; the word 'Menu' beside them names it. */
function MenuIcon() {
  return (
    <span className="site-menu__icon" aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
}

/** The links, or grey blocks where they will be while the header package loads. */
function LinkList({
  links,
  className,
  id,
}: {
  links: SiteLink[] | null;
  className: string;
  id?: string;
}) {
  if (!links) {
    return (
      <span id={id} className={`${className} site-nav__list--loading`} aria-hidden="true">
        <Skeleton width="5rem" height="1.5rem" />
        <Skeleton width="6rem" height="1.5rem" />
        <Skeleton width="5rem" height="1.5rem" />
      </span>
    );
  }
  return (
    <ul id={id} className={className}>
      {links.map((link) => (
        <li key={`${link.href}|${link.label}`}>
          <SiteLinkView link={link} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The prerendered menu, for the seconds before the code arrives: a <details> disclosure opens
 * without any script, and a plain row of the same links for wide screens (the CSS shows one).
 */
function StaticMenu({ links, label }: { links: SiteLink[] | null; label: string }) {
  return (
    <>
      <details className="site-menu">
        <summary className="site-menu__button">
          <MenuIcon />
          {label}
        </summary>
        <LinkList links={links} className="site-nav__list site-nav__list--open" />
      </details>
      <LinkList links={links} className="site-nav__list site-nav__list--wide" />
    </>
  );
}

/**
 * The header's links. On a narrow screen they sit behind a menu button (disclosure pattern:
 * aria-expanded and aria-controls; Escape closes it and puts focus back on the button; a tap
 * outside, a chosen link or a new page closes it). The open list lies over the page instead of
 * pushing it down, so nothing moves. From 48rem the button is hidden and the links are a row.
 * `links` is null while the header package loads.
 */
export function SiteMenu({ links }: { links: SiteLink[] | null }) {
  const { t } = useTranslation('orp-translation');
  const isStatic = useContext(StaticShellContext);
  const label = t('nav.menu', 'Menu');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();

  // Any navigation closes the menu: a link was chosen (even the current page's), or Back.
  const [shownFor, setShownFor] = useState(key);
  if (shownFor !== key) {
    setShownFor(key);
    setOpen(false);
  }

  // While open: a tap outside closes it; Escape inside closes it and returns focus to the button.
  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (isStatic) return <StaticMenu links={links} label={label} />;

  return (
    <div ref={rootRef} className="site-menu">
      <button
        ref={buttonRef}
        type="button"
        className="site-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon />
        {label}
      </button>
      <LinkList
        id={listId}
        links={links}
        className={open ? 'site-nav__list site-nav__list--open' : 'site-nav__list'}
      />
    </div>
  );
}
