import { Link } from 'react-router-dom';
import { Deferred } from '../../dataSaver/Deferred.tsx';
import type { HomeConfig } from './homeConfig.ts';

/** Props of {@link HomeContent}. */
export interface HomeContentProps {
  config: HomeConfig;
}

/** The loaded home page: banner, quick-recharge chips and the headed sections. */
export function HomeContent({ config }: HomeContentProps) {
  const { banner, quickRecharge, sections } = config;
  return (
    <>
      <section className="home-banner" aria-labelledby="home-title">
        <h1 id="home-title">{banner.heading}</h1>
        {banner.text ? <p>{banner.text}</p> : null}
        <Link className="btn" to={banner.ctaHref}>
          {banner.ctaLabel}
        </Link>
        {banner.image ? (
          <Deferred kind="image" label={banner.image.alt}>
            <img className="home-banner__image" src={banner.image.src} alt={banner.image.alt} />
          </Deferred>
        ) : null}
      </section>
      <section className="home-section" aria-labelledby="home-quick">
        <h2 id="home-quick">{quickRecharge.heading}</h2>
        <ul className="inline-list">
          {quickRecharge.chips.map((chip) => (
            <li key={chip.href}>
              <Link className="chip" to={chip.href}>
                {chip.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {sections.length > 0 ? (
        <div className="home-section home-cards">
          {sections.map((section) => (
            <section key={section.heading} className="home-card">
              <h2>{section.heading}</h2>
              {section.text ? <p>{section.text}</p> : null}
              {section.href && section.linkLabel ? (
                <Link to={section.href}>{section.linkLabel}</Link>
              ) : null}
            </section>
          ))}
        </div>
      ) : null}
    </>
  );
}
