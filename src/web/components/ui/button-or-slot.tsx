import { type ComponentProps, cloneElement, isValidElement, type MouseEvent, type ReactElement } from 'react';

export type ButtonProps = ComponentProps<'button'> & { asChild?: boolean };

/** `asChild`: the props go onto the single child element instead of a <button>. */
export function ButtonOrSlot({ asChild = false, children, ...props }: ButtonProps) {
  if (!asChild) {
    return (
      <button type="button" {...props}>
        {children}
      </button>
    );
  }
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<Record<string, unknown>>;
  const own = child.props;
  const ownClick = own.onClick as ((event: MouseEvent<HTMLButtonElement>) => void) | undefined;
  // An empty className must not reach the child: a child that spreads its props after its own
  // classes would lose them to `className: undefined`.
  const className = [props.className, own.className].filter(Boolean).join(' ');
  return cloneElement(child, {
    ...props,
    ...own,
    ...(className ? { className } : {}),
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      ownClick?.(event);
      if (!event.defaultPrevented) props.onClick?.(event);
    },
  });
}
