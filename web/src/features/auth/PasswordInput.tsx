import { Box, IconButton, Input, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { FiEye, FiEyeOff } from 'react-icons/fi';
import { useTranslation } from '../../lib/i18n/index.ts';

/** A password field with a show/hide button (its label says what it will do). */
export const PasswordInput = forwardRef<HTMLInputElement, InputProps>(function PasswordInput(props, ref) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Box position="relative" w="full">
      <Input ref={ref} type={visible ? 'text' : 'password'} pe={12} {...props} />
      <IconButton
        type="button"
        aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
        aria-pressed={visible}
        variant="ghost"
        size="sm"
        position="absolute"
        right={1}
        top="50%"
        transform="translateY(-50%)"
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <FiEyeOff /> : <FiEye />}
      </IconButton>
    </Box>
  );
});
