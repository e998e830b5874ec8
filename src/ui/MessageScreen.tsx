import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface MessageScreenProps {
  /** id of the heading, which names the section. */
  titleId: string;
  title: string;
  /** The paragraphs under the heading, already translated. */
  paragraphs: readonly string[];
  /** The one way on as a link (home, the recharge page ...), drawn as a primary button. */
  link?: { to: string; label: string; reloadDocument?: boolean };
  /** Or the one way on as anything else (a Retry button). */
  action?: ReactNode;
}

/**
 * A page that is only a message (about, not found, an error): a heading, a few paragraphs and one
 * way on, all laid out by the `message-screen` class of src/styles/components.css.
 */
export function MessageScreen({ titleId, title, paragraphs, link, action }: MessageScreenProps) {
  return (
    <section className="message-screen" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {link ? (
        <Link className="btn btn--primary" to={link.to} reloadDocument={link.reloadDocument}>
          {link.label}
        </Link>
      ) : null}
      {action}
    </section>
  );
}
