import type { ReactNode } from 'react';
import Breadcrumb from 'react-bootstrap/Breadcrumb';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { paths, type WikiType } from '@contract/paths';
import { WIKI_SECTION_NAMES } from '../wiki-section-names';
import { PageHeader } from '@/components/layout/page-header';
import { CopyPageLinkButton } from '@/components/ui/copy-button';
import { t } from '@/lib/i18n/translate';

/** Heading, breadcrumb back to the list, and the entry's sections. */
export function DetailShell(props: { type: WikiType | 'enhancement'; title: string; heading?: ReactNode; subtitle?: ReactNode; children: ReactNode }) {
  const listType: WikiType = props.type === 'enhancement' ? 'market' : props.type;
  return (
    <article className="wiki-detail">
      <Breadcrumb listProps={{ className: 'mb-2 small' }}>
        <Breadcrumb.Item linkAs={Link} linkProps={{ to: paths.wikiList('item') }}>
          {t('Wiki')}
        </Breadcrumb.Item>
        <Breadcrumb.Item linkAs={Link} linkProps={{ to: paths.wikiList(listType) }}>
          {/* Enhancements have no list of their own: they are found through the market's listings. */}
          {t(WIKI_SECTION_NAMES[listType])}
        </Breadcrumb.Item>
        <Breadcrumb.Item active>{props.title}</Breadcrumb.Item>
      </Breadcrumb>
      <PageHeader title={props.title} subtitle={props.subtitle} actions={<CopyPageLinkButton what={props.title} />} />
      {props.heading}
      <div className="wiki-detail-grid">{props.children}</div>
    </article>
  );
}

/** A titled card section of a detail page. */
export function Section({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Card as="section" className={['bg-body shadow-sm', wide ? 'wiki-section-wide' : ''].join(' ')} aria-label={title}>
      <Card.Header as="h2" className="h6 mb-0 bg-body-tertiary">
        {title}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

/** Label/value facts as a definition list. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="wiki-facts mb-0">
      {rows.map(([label, value]) => (
        <div key={label} className="wiki-fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A short list of cross-links, or a quiet line when there are none. */
export function LinkList<T>({
  items,
  render,
  empty,
  keyOf,
}: {
  items: T[];
  render: (item: T) => ReactNode;
  empty: string;
  keyOf: (item: T) => string | number;
}) {
  if (items.length === 0) return <p className="text-body-secondary mb-0">{empty}</p>;
  return (
    <ul className="wiki-link-list list-unstyled mb-0">
      {items.map((item) => (
        <li key={keyOf(item)}>{render(item)}</li>
      ))}
    </ul>
  );
}

export const Muted = ({ children }: { children: ReactNode }) => <span className="text-body-secondary">{children}</span>;
