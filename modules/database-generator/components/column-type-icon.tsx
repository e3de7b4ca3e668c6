"use client";

import {
  IconAlignLeft,
  IconAt,
  IconCalendar,
  IconCalendarTime,
  IconCheckbox,
  IconCircleCheck,
  IconClockEdit,
  IconClockPlus,
  IconCurrencyDollar,
  IconDecimal,
  IconHash,
  IconLetterCase,
  IconLink,
  IconList,
  IconListSearch,
  IconMathFunction,
  IconNumber,
  IconPaperclip,
  IconPercentage,
  IconPhone,
  IconStar,
  IconSum,
  IconUserEdit,
  IconUserPlus,
  IconWorldWww,
  type Icon,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { ColumnType } from "@/modules/database-generator/shared/columns";

/** Each column type's icon (the grid's headers, the column dialog, the import's preview, the ER view). */
export const COLUMN_TYPE_ICONS: Record<ColumnType, Icon> = {
  text: IconLetterCase,
  longText: IconAlignLeft,
  number: IconNumber,
  decimal: IconDecimal,
  currency: IconCurrencyDollar,
  percent: IconPercentage,
  date: IconCalendar,
  dateTime: IconCalendarTime,
  checkbox: IconCheckbox,
  singleSelect: IconCircleCheck,
  multiSelect: IconList,
  email: IconAt,
  url: IconWorldWww,
  phone: IconPhone,
  rating: IconStar,
  attachment: IconPaperclip,
  autoNumber: IconHash,
  createdTime: IconClockPlus,
  modifiedTime: IconClockEdit,
  createdBy: IconUserPlus,
  modifiedBy: IconUserEdit,
  link: IconLink,
  lookup: IconListSearch,
  rollup: IconSum,
  formula: IconMathFunction,
};

/**
 * A column type's icon, labelled with its name for assistive technology; `decorative` where the
 * type's name is written beside it (a select's options).
 */
export function ColumnTypeIcon({
  type,
  size = 14,
  decorative = false,
}: {
  type: ColumnType;
  size?: number;
  decorative?: boolean;
}) {
  const t = useTranslations("databaseGenerator.types");
  const Glyph = COLUMN_TYPE_ICONS[type];
  if (decorative) return <Glyph size={size} stroke={1.6} aria-hidden />;
  return <Glyph size={size} stroke={1.6} aria-label={t(type)} role="img" />;
}
