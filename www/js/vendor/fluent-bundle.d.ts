// The types of the vendored @fluent/bundle (fluent-bundle.js, written by scripts/vendor.mjs): the package's own.
export { FluentBundle, FluentResource, FluentNumber, FluentType, FluentNone, FluentDateTime } from '@fluent/bundle';
