import { useId } from 'react';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from './icons';
import type { Office } from './offices';
import { telHref } from '@/shared/lib/tel-href';

interface OfficeBlockProps {
  office: Office;
  /** h2 in the footer; a plain paragraph inside the header panel, before the page's h1. */
  heading: 'h2' | 'p';
}

/** One office's contacts (docs/product.md#footer): only the items that are set. */
export function OfficeBlock({ office, heading: Heading }: OfficeBlockProps) {
  const titleId = useId();
  return (
    <section className="office" aria-labelledby={titleId}>
      <Heading id={titleId} className="office__title">
        {office.title}
      </Heading>
      <ul className="office__list">
        {office.addresses.map((address) => (
          <li key={address} className="office__item">
            <PinIcon />
            <span>{address}</span>
          </li>
        ))}
        {office.phones.map((phone) => (
          <li key={phone} className="office__item">
            <PhoneIcon size={18} />
            <a href={telHref(phone)}>{phone}</a>
          </li>
        ))}
        {office.email ? (
          <li className="office__item">
            <MailIcon />
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </li>
        ) : null}
        {office.schedule ? (
          <li className="office__item">
            <ClockIcon />
            <span>{office.schedule}</span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
