/**
 * A participant's ticket: the QR code the door scans (the code and the
 * server's signature of it), the camp's details and the code in letters
 * (read out or typed if the camera fails). Printable: while it is
 * open, printing the page prints only the ticket.
 */
import { Box, Button, CloseButton, Dialog, Heading, HStack, Image, Portal, Spinner, Text } from '@chakra-ui/react';
import { campTimeZone, ticketQrText, type RegistrationWithId } from '@campcare/domain';
import { Global } from '@emotion/react';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation, withElements } from '../../lib/i18n/index.ts';
import { useQrImage } from '../../lib/useQrImage.ts';

export type TicketRegistration = Pick<RegistrationWithId, '_id' | 'CampName' | 'DateTime' | 'Location' | 'HealthcareProfessional' | 'ParticipantName'> &
  Partial<Pick<RegistrationWithId, 'TimeZone' | 'ticketSignature'>> & {
    ticket: string;
  };

/**
 * Everything but the ticket is hidden on paper while the dialog is open.
 * Through Emotion (the CSSOM), as the site's Content-Security-Policy allows
 * no `<style>` text it does not know.
 */
const PRINT_CSS = `
@media print {
  body * { visibility: hidden !important; }
  [data-print-ticket], [data-print-ticket] * { visibility: visible !important; }
  [data-print-ticket] { position: absolute; left: 0; top: 0; width: 100%; }
  [data-print-hide] { display: none !important; }
}`;

export function TicketDialog({ registration, onClose }: { registration: TicketRegistration; onClose: () => void }) {
  const { t } = useTranslation();
  // The QR code carries the signature too, so a door phone can check it with no network; the letters below are the code alone.
  const qr = useQrImage(ticketQrText(registration.ticket, registration.ticketSignature));
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Global styles={PRINT_CSS} />
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-print-ticket="" aria-label={t('dashboard.ticket.for', { camp: registration.CampName })}>
            <Dialog.Header>
              <Dialog.Title>{t('dashboard.ticket.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box textAlign="center">
                {qr ? (
                  <Image src={qr} alt={t('dashboard.ticket.qrAlt', { camp: registration.CampName })} mx="auto" boxSize="240px" data-testid="ticket-qr" />
                ) : (
                  <Spinner size="lg" aria-label={t('dashboard.ticket.drawing')} my="20" />
                )}
                <Text fontFamily="mono" fontSize="sm" mt="1" data-testid="ticket-code" letterSpacing="wide">
                  {registration.ticket}
                </Text>
              </Box>
              <Heading as="h3" size="md" mt="4">
                {registration.CampName}
              </Heading>
              <Text>{formatDateTime(registration.DateTime, campTimeZone(registration))}</Text>
              <Text>{registration.Location}</Text>
              <Text color="fg.muted">{registration.HealthcareProfessional}</Text>
              <Text mt="3">
                {withElements('dashboard.ticket.participant', { name: <strong>{registration.ParticipantName}</strong> })}
              </Text>
              <Text fontSize="sm" color="fg.muted" mt="3">
                {t('dashboard.ticket.explained')}
              </Text>
            </Dialog.Body>
            <Dialog.Footer data-print-hide="">
              <HStack>
                <Button variant="outline" onClick={onClose}>
                  {t('dialog.close')}
                </Button>
                <Button colorPalette="brand" onClick={() => window.print()}>
                  {t('dashboard.ticket.print')}
                </Button>
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild data-print-hide="">
              <CloseButton size="sm" aria-label={t('dialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
