// Move up / Move down for the item at `index` of an ordered list, as useReorder expects them
// (data-move="up" / "down"; disabled at the list's ends).
import { Button } from '@school/shared';

export interface ReorderButtonsProps {
  index: number;
  count: number;
  move: (from: number, to: number, button: 'up' | 'down') => void;
}

export function ReorderButtons({ index, count, move }: ReorderButtonsProps) {
  return (
    <>
      <Button size="small" variant="secondary" data-move="up" disabled={index === 0} onClick={() => move(index, index - 1, 'up')}>
        Move up
      </Button>
      <Button size="small" variant="secondary" data-move="down" disabled={index === count - 1} onClick={() => move(index, index + 1, 'down')}>
        Move down
      </Button>
    </>
  );
}
