// The English catalog, the element's own part: what only <n-queens> and embed.html say, its attributes that
// were not understood (loaded with the element's code, never with the page's). See en.js.
export default String.raw`
## The element's attributes that were not understood: each problem names the attribute ($name) and quotes the
## value given ($value); the address's settings are en.js's param-*.
attribute-n = n: { $problem }
attribute-variant = variant: { $value } is not a variant ({ $variants }).
## $choices lists the values there are: “full”, “minimal” or “none”.
attribute-choice = { $name }: { $value } is not { $choices }.
attribute-show = { $name }: { $value } is not “show” or “none”.
attribute-panels = panels: { $value } { $count ->
        [one] is not a panel
       *[other] are not panels
    } ({ $panels }).
attribute-loop = to: { $to } is not after from ({ $from }), so no steps loop.
## $problems are the sentences above, one after another.
attribute-problems = Not understood, so the default is used: { $problems }
embed-origin = origin: { $value } is not an origin such as https://example.org, so this frame answers no page.
`;
