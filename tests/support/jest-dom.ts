import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// findBy*/waitFor give up after this long. Testing Library's 1 s default is too short on a loaded 2-core CI
// machine, where a lazily imported module (sonner with the first toast, a dialog) can take longer to arrive;
// a passing wait still ends as soon as its condition holds.
configure({ asyncUtilTimeout: 5000 });
