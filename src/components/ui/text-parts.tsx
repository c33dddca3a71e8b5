import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements in it (a link, a bold name): `t` leaves the `{name}` of a
 * value it was not given as it is, and each such marker is replaced here by its element, wherever
 * the language puts it (docs/translations.md).
 */
export function TextParts({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  return (
    <>
      {text.split(/(\{\w+\})/).map((piece, i) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        return <Fragment key={i}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>;
      })}
    </>
  );
}
