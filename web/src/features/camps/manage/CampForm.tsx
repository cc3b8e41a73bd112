/**
 * The camp form of Add A Camp and of the Edit modal: every camp field required
 * but the picture (a camp without one shows the default art), the picture
 * downscaled and uploaded on submit, the date in the future unless an edit
 * keeps it, the participant count shown but never sent (the server owns it).
 */
import { Box, Field, Image, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import {
  campDateProblem,
  campTimeZone,
  DEFAULT_REFUND_CUTOFF_HOURS,
  DEFAULT_RETENTION_DAYS,
  DEFAULT_SEAT_OFFER_HOURS,
  DEFAULT_UNPAID_HOLD_HOURS,
  localTimeZone,
  type CampWithId,
} from '@campcare/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { formatCount } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { CAMP_PICTURE_SIDE } from '../../../lib/downscaleImage.ts';
import { uploadPicture } from '../../../lib/uploadPicture.ts';
import { ImageFileField, imageFileError } from '../../../components/ImageFileField.tsx';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { campFormRules, campPayload, capacityError, toDateTimeLocal, type CampFormValues, type CampPayload } from './campFormRules.ts';
import { CapacityFields } from './CapacityFields.tsx';
import { TimeZoneField } from './TimeZoneField.tsx';

export interface CampFormProps {
  /** The camp being edited; absent when adding. */
  camp?: Pick<CampWithId, 'CampName' | 'Image' | 'CampFees' | 'DateTime' | 'Location' | 'HealthcareProfessional' | 'Description' | 'ParticipantCount'> &
    Partial<Pick<CampWithId, 'refundCutoffHours' | 'unpaidHoldHours' | 'Capacity' | 'seatOfferHours' | 'seatsOffered' | 'TimeZone' | 'retentionDays'>>;
  submitLabel: string;
  /** Sends the payload; throws to keep the form as it is. */
  onSubmit: (payload: CampPayload) => Promise<void>;
  /** Stores a picture and answers its URL (injectable for component tests). */
  uploadImage?: (file: File) => Promise<string>;
  onCancel?: () => void;
  /** Empty the form after a successful submit (adding several camps in a row). */
  resetOnSuccess?: boolean;
}

function defaults(camp: CampFormProps['camp']): CampFormValues {
  // A camp saved before zones existed reads in the default zone; a new one starts in the organizer's own.
  const timeZone = camp ? campTimeZone(camp) : localTimeZone();
  return {
    CampName: camp?.CampName ?? '',
    CampFees: camp ? String(camp.CampFees) : '',
    DateTime: camp ? toDateTimeLocal(camp.DateTime, timeZone) : '',
    TimeZone: timeZone,
    Location: camp?.Location ?? '',
    HealthcareProfessional: camp?.HealthcareProfessional ?? '',
    Description: camp?.Description ?? '',
    refundCutoffHours: String(camp?.refundCutoffHours ?? DEFAULT_REFUND_CUTOFF_HOURS),
    unpaidHoldHours: String(camp?.unpaidHoldHours ?? DEFAULT_UNPAID_HOLD_HOURS),
    Capacity: camp?.Capacity ? String(camp.Capacity) : '',
    seatOfferHours: String(camp?.seatOfferHours ?? DEFAULT_SEAT_OFFER_HOURS),
    retentionDays: String(camp?.retentionDays ?? DEFAULT_RETENTION_DAYS),
  };
}

const uploadCampImage = (file: File): Promise<string> => uploadPicture(file, CAMP_PICTURE_SIDE);

export function CampForm({ camp, submitLabel, onSubmit, uploadImage = uploadCampImage, onCancel, resetOnSuccess }: CampFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CampFormValues>({ defaultValues: defaults(camp) });
  // Offered in the list even when this browser spells it differently; not watched, so typing does not redraw the long list.
  const [initialZone] = useState(() => defaults(camp).TimeZone);
  const [files, setFiles] = useState<FileList | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);

  useEffect(() => {
    const file = files?.[0];
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [files]);

  const submit = handleSubmit(
    async (values) => {
      const problem = imageFileError(files, false);
      setFileError(problem);
      const payload = campPayload(values, camp?.Image ?? '');
      const seatsProblem = capacityError(payload.Capacity, camp ?? null);
      if (seatsProblem) setError('Capacity', { message: seatsProblem });
      if (problem || seatsProblem) return;
      const file = files?.[0];
      let image = camp?.Image ?? '';
      if (file) {
        try {
          image = await uploadImage(file);
        } catch (error) {
          toast.error(t('campForm.uploadFailed', { reason: apiErrorMessage(error) }));
          return;
        }
      }
      try {
        await onSubmit(campPayload(values, image));
        if (resetOnSuccess) {
          reset(defaults(undefined));
          setFiles(null);
          setFileInputKey((k) => k + 1);
        }
      } catch (error) {
        // The caller has shown the server's message; the form keeps what was typed, and marks the fields it named.
        if (error instanceof ApiRequestError) {
          for (const [field, message] of Object.entries(error.fields)) {
            if (field in values) setError(field as keyof CampFormValues, { message });
          }
        }
      }
    },
    () => setFileError(imageFileError(files, false)),
  );

  // A valid date, then in the future unless an edit keeps it: read on the zone chosen (the server decides the same, 400 in-past).
  const dateRule = (value: string, values: CampFormValues): true | string => {
    const valid = campFormRules.DateTime.validate(value);
    if (valid !== true) return valid;
    const asked = campPayload(values, '').DateTime;
    return campDateProblem(asked, camp?.DateTime ?? null) ? t('campForm.errors.inPast') : true;
  };

  const shownImage = preview ?? (camp?.Image || null);

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={!!errors.CampName} required>
            <Field.Label>{t('campForm.name')}</Field.Label>
            <Input {...register('CampName', campFormRules.CampName)} />
            <Field.ErrorText>{errors.CampName?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.CampFees} required>
            <Field.Label>{t('campForm.fees')}</Field.Label>
            <Input inputMode="decimal" {...register('CampFees', campFormRules.CampFees)} />
            <Field.ErrorText>{errors.CampFees?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.DateTime} required>
            <Field.Label>{t('campForm.dateTime')}</Field.Label>
            <Input type="datetime-local" {...register('DateTime', { validate: dateRule })} />
            <Field.ErrorText>{errors.DateTime?.message}</Field.ErrorText>
          </Field.Root>
          <TimeZoneField registration={register('TimeZone', campFormRules.TimeZone)} current={initialZone} error={errors.TimeZone?.message} />
          <Field.Root invalid={!!errors.Location} required>
            <Field.Label>{t('campForm.location')}</Field.Label>
            <Input {...register('Location', campFormRules.Location)} />
            <Field.ErrorText>{errors.Location?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.HealthcareProfessional} required>
            <Field.Label>{t('campForm.professional')}</Field.Label>
            <Input {...register('HealthcareProfessional', campFormRules.HealthcareProfessional)} />
            <Field.ErrorText>{errors.HealthcareProfessional?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.refundCutoffHours} required>
            <Field.Label>{t('campForm.refundCutoff')}</Field.Label>
            <Input inputMode="numeric" {...register('refundCutoffHours', campFormRules.refundCutoffHours)} />
            <Field.HelperText>{t('campForm.refundCutoffHelp')}</Field.HelperText>
            <Field.ErrorText>{errors.refundCutoffHours?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.unpaidHoldHours} required>
            <Field.Label>{t('campForm.unpaidHold')}</Field.Label>
            <Input inputMode="numeric" {...register('unpaidHoldHours', campFormRules.unpaidHoldHours)} />
            <Field.HelperText>{t('campForm.unpaidHoldHelp')}</Field.HelperText>
            <Field.ErrorText>{errors.unpaidHoldHours?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.retentionDays} required>
            <Field.Label>{t('campForm.retention')}</Field.Label>
            <Input inputMode="numeric" {...register('retentionDays', campFormRules.retentionDays)} />
            <Field.HelperText>{t('campForm.retentionHelp')}</Field.HelperText>
            <Field.ErrorText>{errors.retentionDays?.message}</Field.ErrorText>
          </Field.Root>
          <CapacityFields register={register} errors={errors} camp={camp} />
          <Field.Root readOnly>
            <Field.Label>{t('campForm.participantCount')}</Field.Label>
            <Input value={formatCount(camp?.ParticipantCount ?? 0)} readOnly data-testid="participant-count" />
            <Field.HelperText>{t('campForm.participantCountHelp')}</Field.HelperText>
          </Field.Root>
        </SimpleGrid>
        <ImageFileField
          // A new key empties the file input after a camp is added.
          key={fileInputKey}
          label={t(camp ? 'campForm.newImage' : 'campForm.image')}
          error={fileError}
          keepHint={t(camp?.Image ? 'campForm.keepImage' : 'campForm.defaultImageHint')}
          onChoose={(chosen) => {
            setFiles(chosen);
            setFileError(null);
          }}
        />
        {shownImage && (
          <Box>
            {/* Its height is held from the start: a picture arriving late would push the buttons down under a finger. */}
            <Image
              src={shownImage}
              alt={t(preview ? 'campForm.imagePreview' : 'campForm.currentImage')}
              h="160px"
              w="auto"
              maxW="full"
              objectFit="contain"
              objectPosition="left"
              rounded="md"
            />
          </Box>
        )}
        <Field.Root invalid={!!errors.Description} required>
          <Field.Label>{t('campForm.description')}</Field.Label>
          <Textarea rows={5} {...register('Description', campFormRules.Description)} />
          <Field.ErrorText>{errors.Description?.message}</Field.ErrorText>
        </Field.Root>
        <Stack direction="row" gap="3" justify="flex-end">
          <DialogActions label={submitLabel} busy={isSubmitting} onCancel={onCancel} />
        </Stack>
      </Stack>
    </form>
  );
}
