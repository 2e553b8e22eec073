import { LineIcon as Icon } from '@/shared/ui/LineIcon';

/** An icon drawn with one path. */
const pathIcon = (size: number, d: string) =>
  function PathIcon() {
    return (
      <Icon size={size}>
        <path d={d} />
      </Icon>
    );
  };

export const PhoneIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M5 3h3l2 5-2.5 1.5a11 11 0 0 0 5 5L14 12l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z" />
  </Icon>
);

export const PinIcon = () => (
  <Icon size={18}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);

export const MailIcon = () => (
  <Icon size={18}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </Icon>
);

export const ClockIcon = () => (
  <Icon size={18}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const ChevronIcon = pathIcon(16, 'm6 9 6 6 6-6');

export const ArrowIcon = pathIcon(18, 'M5 12h14M13 6l6 6-6 6');

export const ExternalIcon = pathIcon(
  14,
  'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
);

export const BurgerIcon = pathIcon(24, 'M4 7h16M4 12h16M4 17h16');

export const CloseIcon = pathIcon(24, 'M6 6l12 12M18 6 6 18');

export const PenIcon = pathIcon(18, 'M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4');
