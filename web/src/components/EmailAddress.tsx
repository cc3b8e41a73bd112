import { Text, type TextProps } from '@chakra-ui/react';

/**
 * An e-mail address that, in a column too narrow for it, wraps after its @
 * ("walter.becker@" / "example.org") instead of before its last letter: with
 * `overflow-wrap: anywhere` a table counted the address as breakable between
 * any two letters and gave its column that little room (in Bengali at 1366 px
 * the organizer's registrations read "walter.becker@example.or" / "g"). A
 * part longer than the column still breaks rather than run over the next one.
 */
export function EmailAddress({ address, ...props }: { address: string } & Omit<TextProps, 'children'>) {
  const at = address.lastIndexOf('@');
  return (
    <Text overflowWrap="break-word" {...props}>
      {at < 0 ? (
        address
      ) : (
        <>
          {address.slice(0, at + 1)}
          <wbr />
          {address.slice(at + 1)}
        </>
      )}
    </Text>
  );
}
