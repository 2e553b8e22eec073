import { LineIcon } from '@/shared/ui/LineIcon';

/** '♡': a favourite. */
export const HeartIcon = ({ size }: { size: number }) => (
  <LineIcon size={size}>
    <path d="M12 20.3 4.6 13a4.8 4.8 0 0 1 6.8-6.8l.6.6.6-.6a4.8 4.8 0 0 1 6.8 6.8Z" />
  </LineIcon>
);
