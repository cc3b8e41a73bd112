/**
 * A camp's actions in Manage Camps: Check-in, the one used at the door, as
 * its own link, and the rest behind one menu button (Chakra's Menu: the
 * WAI-ARIA menu button, arrows and Escape, the focus back on the button),
 * so that a row's actions fit a laptop's width. Items that open a dialog say
 * so; the page opens it once the menu has closed and given the focus back
 * to its button, so that closing the dialog gives it back there too. Items
 * that lead to a page of their own are links: they go there at once, and
 * can be opened in a new tab, as a laptop's user opens the camp's stations
 * beside its follow-up list.
 */
import { Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import type { CampWithId } from '@campcare/domain';
import { useRef } from 'react';
import { FiChevronDown } from 'react-icons/fi';
import { Link, useNavigate } from 'react-router-dom';
import { formatCount } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { CheckInLink } from '../../checkin/index.ts';
import { followUpPath, stationsPagePath } from '../../stations/index.ts';
import { waitlistPeople } from '../../waitlist/index.ts';

const CAMP_ACTIONS = ['edit', 'organizers', 'staff', 'waitlist', 'csv', 'cancel', 'delete'] as const;
/** What the page does once the menu has closed; the items that are links (stations, follow-up) go on their own. */
export type CampAction = (typeof CAMP_ACTIONS)[number];
const isCampAction = (value: string): value is CampAction => (CAMP_ACTIONS as readonly string[]).includes(value);

export function CampRowMenu({ camp, busy, onAction }: { camp: CampWithId; busy: boolean; onAction: (action: CampAction) => void }) {
  const { t } = useTranslation();
  // Delete for a camp nobody joined; once anyone has, Cancel (which refunds them) takes its place.
  const joined = camp.ParticipantCount > 0;
  const chosen = useRef<CampAction | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const navigate = useNavigate();
  function menuClosed() {
    const action = chosen.current;
    chosen.current = null;
    if (!action) return;
    // A pointer's choice can leave the focus on the closing menu: the dialog must start from the button.
    button.current?.focus();
    onAction(action);
  }
  return (
    // Side by side: the column is as wide as the two buttons, rather than stacking them.
    <HStack gap="2" wrap="nowrap">
      <CheckInLink campId={camp._id} campName={camp.CampName} />
      <Menu.Root
        onSelect={({ value }) => {
          if (isCampAction(value)) chosen.current = value;
        }}
        onExitComplete={menuClosed}
        // Enter on a link item: zag would click the link with an event React never sees, loading the whole app again.
        navigate={({ node }) => navigate(node.pathname + node.search)}
        positioning={{ placement: 'bottom-end' }}
      >
        <Menu.Trigger asChild>
          <Button ref={button} size="xs" variant="outline" disabled={busy} aria-label={t('organizer.camps.moreFor', { camp: camp.CampName })} data-testid="camp-actions">
            {t('organizer.camps.more')}
            <FiChevronDown aria-hidden />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            {/* Within a phone's width: the Cancel camp hint wraps instead of pushing the page sideways. */}
            <Menu.Content minW="14rem" maxW="calc(100vw - 2rem)">
              <Menu.Item value="edit" aria-haspopup="dialog">
                {t('organizer.camps.edit')}
              </Menu.Item>
              <Menu.Item value="organizers" aria-haspopup="dialog">
                {t('organizer.camps.organizers')}
              </Menu.Item>
              <Menu.Item value="staff" aria-haspopup="dialog">
                {t('organizer.staff.button')}
              </Menu.Item>
              <Menu.Item value="stations" asChild>
                <Link to={stationsPagePath(camp._id)}>{t('organizer.camps.stations')}</Link>
              </Menu.Item>
              <Menu.Item value="followUp" asChild>
                <Link to={followUpPath(camp._id)}>{t('organizer.camps.followUp')}</Link>
              </Menu.Item>
              {!!camp.Capacity && (
                <Menu.Item value="waitlist" aria-haspopup="dialog">
                  {t('dashboard.waitlist.button', { people: formatCount(waitlistPeople(camp)) })}
                </Menu.Item>
              )}
              <Menu.Item value="csv">{t('organizer.camps.downloadCsv')}</Menu.Item>
              <Menu.Separator />
              {joined ? (
                <Menu.Item value="cancel" aria-haspopup="dialog" color="red.fg" flexDirection="column" alignItems="start" gap="0">
                  {t('organizer.camps.cancelCamp')}
                  <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="normal">
                    {t('organizer.camps.cancelHint')}
                  </Text>
                </Menu.Item>
              ) : (
                <Menu.Item value="delete" aria-haspopup="dialog" color="red.fg">
                  {t('organizer.camps.delete')}
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </HStack>
  );
}
