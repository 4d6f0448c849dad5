print("strata")
