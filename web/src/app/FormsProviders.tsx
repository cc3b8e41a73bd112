/**
 * The routes of the public pages with forms or dialogs render inside this: the
 * app's Chakra system with the recipes of forms and dialogs (theme.forms.ts),
 * loaded with the first of these pages opened.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { formsSystem } from './theme.forms.ts';

export function FormsProviders() {
  return (
    <ChakraProvider value={formsSystem}>
      <Outlet />
    </ChakraProvider>
  );
}
