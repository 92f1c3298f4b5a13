import type { ComponentType } from "react";
import { ArrowRightLeft, Bell, CalendarClock, Check, ChevronDown, GripVertical, MessageSquare, Pencil, Repeat, Trash2, type LucideProps } from "lucide-react";

const icons = {
  grip: GripVertical,
  check: Check,
  calendar: CalendarClock,
  comments: MessageSquare,
  repeat: Repeat,
  bell: Bell,
  edit: Pencil,
  move: ArrowRightLeft,
  delete: Trash2,
  expand: ChevronDown,
} satisfies Record<string, ComponentType<LucideProps>>;

export type CardIconName = keyof typeof icons;

const symbolId = (name: CardIconName) => `card-icon-${name}`;

/**
 * The cards' icons, once per board, as symbols each card's icons point to (CardIcon): a card then holds an
 * <svg> and a <use> per icon instead of the icon's shapes, about 20 fewer elements a card for the server to
 * send and the browser to parse and hydrate. The check is drawn bolder, as the checkbox shows it.
 */
export function CardIconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {(Object.keys(icons) as CardIconName[]).map((name) => {
        const Icon = icons[name];
        return (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
            <Icon strokeWidth={name === "check" ? 3 : 2} />
          </symbol>
        );
      })}
    </svg>
  );
}

/** One of the cards' icons (CardIconSprite), sized by `className`, in the text's colour; decorative. */
export function CardIcon({ name, className }: { name: CardIconName; className: string }) {
  return (
    <svg aria-hidden="true" className={className} viewBox="0 0 24 24" data-icon={name}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
