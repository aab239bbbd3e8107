// @novaline/ui: the NovaLine design system. Each component lives in its own module so bundlers
// keep only what an app uses. Styles: import "@novaline/ui/styles.css" once.
export { cn } from "./lib/cn.js";

// Class-name recipes of the components (cva): plain functions, safe to call in Server Components.
export { badgeVariants } from "./variants/badge.js";
export { buttonVariants } from "./variants/button.js";
export { cardVariants } from "./variants/card.js";
export { dropdownMenuItemVariants } from "./variants/dropdown-menu.js";
export { sectionHeadingVariants } from "./variants/section-heading.js";
export { sheetVariants } from "./variants/sheet.js";
export { skeletonVariants } from "./variants/skeleton.js";
export { statTileVariants } from "./variants/stat-tile.js";
export { tabsListVariants } from "./variants/tabs.js";
export { wordmarkVariants } from "./variants/wordmark.js";
export { useInView, type UseInViewOptions } from "./lib/use-in-view.js";
export { usePrefersReducedMotion } from "./lib/use-prefers-reduced-motion.js";
export { useHydrated } from "./lib/use-hydrated.js";

// Theme
export {
  applyTheme,
  isTheme,
  PREFERS_DARK_QUERY,
  resolveInitialTheme,
  THEME_STORAGE_KEY,
  themeScript,
  type Theme,
} from "./theme-script.js";
export {
  ThemeProvider,
  ThemeToggle,
  useTheme,
  type ThemeContextValue,
  type ThemeProviderProps,
  type ThemeToggleProps,
} from "./components/theme.js";

// Actions and display
export { Button, type ButtonProps } from "./components/button.js";
export { Spinner, type SpinnerProps } from "./components/spinner.js";
export { Badge, Pill, type BadgeProps } from "./components/badge.js";
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardProps,
  type CardTitleProps,
} from "./components/card.js";
export { StatTile, type StatTileProps } from "./components/stat-tile.js";
export { SectionHeading, type SectionHeadingProps } from "./components/section-heading.js";
export { StarRating, type StarRatingProps } from "./components/star-rating.js";
export { DEFAULT_LOGO_SOURCES, Logo, type LogoProps } from "./components/logo.js";
export { Wordmark, type WordmarkProps } from "./components/wordmark.js";
export { WordmarkName, type WordmarkNameProps } from "./components/wordmark-name.js";
export { Skeleton, type SkeletonProps } from "./components/skeleton.js";
export { EmptyState, type EmptyStateProps } from "./components/empty-state.js";

// Interactive and moving
export {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type TabsContentProps,
  type TabsListProps,
  type TabsProps,
  type TabsTriggerProps,
} from "./components/tabs.js";
export {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  type AccordionContentProps,
  type AccordionItemProps,
  type AccordionProps,
  type AccordionTriggerProps,
} from "./components/accordion.js";
export { Carousel, type CarouselPerView, type CarouselProps } from "./components/carousel.js";
export { Marquee, type MarqueeProps } from "./components/marquee.js";
export { LogoStrip, type LogoStripLogo, type LogoStripProps } from "./components/logo-strip.js";
export { Slider, type SliderProps } from "./components/slider.js";
export { CountUp, type CountUpProps } from "./components/count-up.js";
export { ScrollProgress, type ScrollProgressProps } from "./components/scroll-progress.js";
export { VideoCard, type VideoCardProps } from "./components/video-card.js";

// Overlays and feedback
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from "./components/dialog.js";
export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  type SheetContentProps,
} from "./components/sheet.js";
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type DropdownMenuItemProps,
  type DropdownMenuLabelProps,
} from "./components/dropdown-menu.js";
export {
  TOAST_DURATIONS,
  TOAST_LIMIT,
  Toaster,
  toast,
  type ToastAction,
  type ToastApi,
  type ToasterProps,
  type ToastMessage,
  type ToastOptions,
  type ToastPromiseMessages,
  type ToastType,
} from "./components/toaster.js";

// Forms
export { Label, type LabelProps } from "./components/label.js";
export { Input } from "./components/input.js";
export { Textarea, type TextareaProps } from "./components/textarea.js";
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  type SelectTriggerProps,
} from "./components/select.js";
export { Checkbox } from "./components/checkbox.js";
export {
  FormField,
  formControlClassName,
  useFormField,
  useFormFieldControl,
  type FormFieldControlProps,
  type FormFieldProps,
  type FormFieldState,
} from "./components/form-field.js";
